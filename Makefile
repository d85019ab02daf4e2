# Two commands do everything on a fresh Linux machine: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck pytest translations sounds bench dist clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

translations: $(STAMP)
	$(PY) tools/build_translations.py build

sounds: $(STAMP)
	$(PY) resources/sounds/make_sounds.py resources/sounds --missing

run: $(STAMP) translations sounds
	$(VENV)/bin/madn

lint: $(STAMP)
	$(PY) -m ruff check .

typecheck: $(STAMP)
	$(PY) -m mypy --strict core net

pytest: $(STAMP) translations sounds
	$(PY) -m pytest

test: lint typecheck pytest

bench: $(STAMP)
	$(PY) tools/bench_simulate.py

dist: $(STAMP)
	$(PY) packaging/build_dist.py --outdir dist

clean:
	rm -rf $(VENV) build *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis
