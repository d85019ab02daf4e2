# Two commands do everything on a fresh Linux machine: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck pytest translations sounds native native-optional bench dist app \
	test-app test-slow clean mutation mutation-net

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

MUTATION_STAMP := $(VENV)/.installed-mutation
MUTATION_JOBS ?= $(shell nproc 2>/dev/null || echo 2)

$(MUTATION_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,mutation]'
	touch $(MUTATION_STAMP)

APP_STAMP := $(VENV)/.installed-app

$(APP_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,app]'
	touch $(APP_STAMP)

translations: $(STAMP)
	$(PY) tools/build_translations.py build

sounds: $(STAMP)
	$(PY) resources/sounds/make_sounds.py resources/sounds --missing

# The compiled core (mypyc, docs/native.md). Always asked for: tools/build_native.py compares
# the SHA-256 of every source under core/ with the build's stamp and rebuilds only when they
# differ (file times would miss a deleted source or an old checkout). `make run` goes on without
# it where there is no C compiler (the pure-Python core is half as fast); `make test` needs it.
native: $(STAMP)
	$(PY) tools/build_native.py

native-optional: $(STAMP)
	@$(PY) tools/build_native.py || \
		echo "make run: no compiled core (see above): the game runs on the pure-Python core"

run: $(STAMP) translations sounds native-optional
	$(VENV)/bin/madn

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports

typecheck: $(STAMP)
	$(PY) -m mypy --strict core net madn_qt

# One pytest worker per core (at most 4), each test file on one worker (its fixtures stay shared).
PYTEST_JOBS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ $$n -gt 4 ] && n=4; echo $$n)

# A worker that crashes is not replaced (--max-worker-restart 0): the run ends and names the test
# (a replaced worker under --dist loadfile can leave the run waiting for ever, pytest-xdist #784).
# The whole suite on the compiled core, then the fast rule tests once more on the pure-Python
# core (what runs where there is no C compiler, and what an installed wheel plays).
# The long end-to-end tests (marker `slow`: whole games by keyboard, real processes, a fresh venv)
# are `make test-slow`, CI's next step; the one-folder app's test (marker `app`, a PyInstaller
# build) is `make test-app`, not this.
XDIST = -n $(PYTEST_JOBS) --dist loadfile --max-worker-restart 0
pytest: $(STAMP) translations sounds native
	MADN_NATIVE=required $(PY) -m pytest $(XDIST) -m "not app and not slow"
	MADN_PURE=1 $(PY) -m pytest -q -m rules -n $(PYTEST_JOBS) tests/core

test-slow: $(STAMP) translations sounds native
	MADN_NATIVE=required $(PY) -m pytest $(XDIST) -m "slow and not app"

test: lint typecheck pytest

bench: $(STAMP) native
	$(PY) tools/bench_simulate.py

# Mutation testing (not part of `make test`): mutmut mutates the seven rules modules and runs the
# fast rule tests (`pytest -m rules`) against every mutant, from scratch; then the score and every
# mutant not killed (docs/testing.md). The report is also kept in mutants/report.txt.
mutation: $(MUTATION_STAMP)
	rm -rf mutants
	@start=$$(date +%s); \
	MADN_PURE=1 $(VENV)/bin/mutmut run --max-children $(MUTATION_JOBS) || exit $$?; \
	seconds=$$(( $$(date +%s) - start )); \
	{ $(PY) tools/mutation_report.py && echo "run time: $$seconds s, $(MUTATION_JOBS) workers"; } \
		| tee mutants/report.txt

# Mutation testing of the security and data modules (issue 34, not part of `make test`): mutmut
# over net/'s PIN gate, room, refusal log, frames, schema, randomness, admission, handshake, late
# arrivals, takeover and names and core's stats, history and record, with their fast tests
# (marker `netrules`, tests/net/netrules.py). mutmut reads one [tool.mutmut] only, so
# tools/mutation_net.py writes this second setup in build/mutation-net/ and runs it there; the
# report is kept in build/mutation-net/mutants/report.txt. MUTATION_NET_ARGS="--only net/protocol/frames.py"
# mutates one module (docs/testing.md).
mutation-net: $(MUTATION_STAMP)
	$(PY) tools/mutation_net.py --jobs $(MUTATION_JOBS) $(MUTATION_NET_ARGS)

# The sdist and a wheel for this machine with the compiled core (docs/packaging.md).
dist: $(STAMP)
	$(PY) packaging/build_dist.py --outdir dist

# The one-folder app dist/madn/ (PyInstaller; runs without Python; docs/packaging.md).
app: $(APP_STAMP)
	$(PY) packaging/build_app.py --distpath dist

# Builds the app into a temporary folder and starts it under Xvfb until its window is up (a
# minute or two; a CI step of its own after `make test`). Needs xdotool.
test-app: $(APP_STAMP)
	$(PY) -m pytest -m app tests/packaging/test_app.py

clean:
	rm -rf $(VENV) build *.egg-info .mypy_cache .ruff_cache .pytest_cache .hypothesis mutants \
		core/_native
