"""The sound generator writes valid, deterministic WAVs of sane length and level."""

from __future__ import annotations

import hashlib
import importlib.util
import wave
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "resources" / "sounds" / "make_sounds.py"

# Expected length range in seconds of every effect: short effects stay short.
LENGTHS = {
    "dice": (0.3, 1.2),
    "step": (0.05, 0.3),
    "capture": (0.2, 1.0),
    "goal": (0.3, 1.5),
    "win": (1.0, 3.5),
    "ambient": (8.0, 30.0),
    "click": (0.01, 0.1),
    "train": (1.0, 3.0),
    "wheel": (2.5, 4.0),
    "rocket": (0.8, 2.0),
    "construction": (0.4, 1.2),
    "train_signal": (0.6, 1.5),
}


@pytest.fixture(scope="module")
def gen() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds_under_test", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def written(gen: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("sounds")
    assert gen.main([str(directory)]) == 0
    return directory


def read_wav(path: Path) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    return params, np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0


def test_every_effect_is_written(gen: ModuleType, written: Path) -> None:
    assert set(gen.EFFECTS) == set(LENGTHS)
    assert sorted(p.stem for p in written.glob("*.wav")) == sorted(LENGTHS)
    assert not list(written.glob(".*"))  # no temporary files left behind


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_wav_is_valid_with_sane_length_and_level(written: Path, name: str) -> None:
    params, samples = read_wav(written / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    low, high = LENGTHS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = float(np.max(np.abs(samples)))
    rms = float(np.sqrt(np.mean(samples**2)))
    assert peak < 0.95, "clipping or too close to full scale"
    assert peak > 0.1 and rms > 0.01, "silent"
    # No sample pinned at full scale anywhere.
    assert int(np.sum(np.abs(samples) >= 0.999)) == 0


@pytest.mark.parametrize("name", sorted(set(LENGTHS) - {"ambient"}))
def test_effects_start_and_end_quietly(written: Path, name: str) -> None:
    _, samples = read_wav(written / f"{name}.wav")
    assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01


def test_ambient_loops_without_a_seam(written: Path) -> None:
    _, samples = read_wav(written / "ambient.wav")
    jumps = np.abs(np.diff(samples))
    assert abs(samples[-1] - samples[0]) <= np.percentile(jumps, 99.9)


def test_ambient_is_quieter_than_effects(written: Path) -> None:
    _, ambient = read_wav(written / "ambient.wav")
    _, fanfare = read_wav(written / "win.wav")
    assert np.max(np.abs(ambient)) < 0.5 * np.max(np.abs(fanfare))


def test_output_is_deterministic(gen: ModuleType, written: Path, tmp_path: Path) -> None:
    gen.write_all(tmp_path)

    def digest(directory: Path) -> dict[str, str]:
        return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in directory.glob("*.wav")}

    assert digest(tmp_path) == digest(written)
    gen.write_all(tmp_path, seed=1)
    assert digest(tmp_path)["dice.wav"] != digest(written)["dice.wav"]


def test_write_missing_only_writes_absent_files(gen: ModuleType, tmp_path: Path) -> None:
    assert len(gen.write_missing(tmp_path)) == len(LENGTHS)
    (tmp_path / "click.wav").unlink()
    assert [p.name for p in gen.write_missing(tmp_path)] == ["click.wav"]
    assert gen.write_missing(tmp_path) == []


def treble_db(samples: np.ndarray, rate: int = 44_100) -> float:
    """The strongest moment of content above 12 kHz, in dB below the strongest moment overall.

    Cutting a tone off while it still sounds, or a hissy noise bed, shows up here: a click is a
    burst of treble.
    """
    size, hop = 512, 128
    frames = np.array([samples[k : k + size] for k in range(0, len(samples) - size, hop)])
    power = np.abs(np.fft.rfft(frames * np.hanning(size), axis=1)) ** 2
    treble = np.fft.rfftfreq(size, 1.0 / rate) > 12_000
    return float(10 * np.log10(np.max(power[:, treble].sum(1)) / np.max(power.sum(1)) + 1e-30))


@pytest.mark.parametrize("name", sorted(LENGTHS))
def test_no_clicks_or_hiss(written: Path, name: str) -> None:
    _, samples = read_wav(written / f"{name}.wav")
    assert treble_db(samples) < (-50.0 if name == "ambient" else -60.0)


def _envelope(samples: np.ndarray, seconds: float = 0.005, rate: int = 44_100) -> np.ndarray:
    size = int(seconds * rate)
    frames = samples[: len(samples) // size * size].reshape(-1, size)
    return np.sqrt(np.mean(frames**2, axis=1))


def _onsets(samples: np.ndarray, rate: int = 44_100) -> list[float]:
    """Times (s) where the 5 ms envelope jumps up sharply: clicks, knocks, hammer blows."""
    env = _envelope(samples)
    rise = np.diff(env, prepend=0.0)
    limit = 0.25 * float(np.max(rise))
    times = []
    for k in np.flatnonzero(rise > limit):
        t = k * 0.005
        if not times or t - times[-1] > 0.012:
            times.append(t)
    return times


def _pitch(samples: np.ndarray, start: float, end: float, rate: int = 44_100) -> float:
    part = samples[int(start * rate) : int(end * rate)]
    spectrum = np.abs(np.fft.rfft(part * np.hanning(len(part))))
    return float(np.fft.rfftfreq(len(part), 1.0 / rate)[np.argmax(spectrum)])


def test_the_wheel_ticks_slower_and_slower(written: Path) -> None:
    _, samples = read_wav(written / "wheel.wav")
    ticks = _onsets(samples)
    gaps = np.diff(ticks)
    assert len(ticks) >= 20
    assert gaps[-1] > 5 * np.median(gaps[:5])  # a ratchet running down
    assert np.mean(gaps[len(gaps) // 2 :]) > 2 * np.mean(gaps[: len(gaps) // 2])


def test_the_rocket_whooshes_up_and_away(written: Path) -> None:
    _, samples = read_wav(written / "rocket.wav")
    env = _envelope(samples, 0.05)
    peak = int(np.argmax(env))
    assert 0.3 < peak * 0.05 < 1.0  # swells, then goes
    assert env[0] < 0.2 * env[peak] and env[-1] < 0.2 * env[peak]

    def centroid(start: float, end: float) -> float:
        part = samples[int(start * 44_100) : int(end * 44_100)]
        power = np.abs(np.fft.rfft(part)) ** 2
        freqs = np.fft.rfftfreq(len(part), 1.0 / 44_100)
        return float(np.sum(freqs * power) / np.sum(power))

    assert centroid(0.5, 0.75) > 1.5 * centroid(0.05, 0.25)  # its pitch rises as it comes


def test_construction_is_three_hammer_blows(written: Path) -> None:
    _, samples = read_wav(written / "construction.wav")
    blows = _onsets(samples)
    assert len(blows) == 3, blows
    assert 0.1 < blows[1] - blows[0] < 0.3 and 0.1 < blows[2] - blows[1] < 0.3


def test_the_train_signal_is_a_two_tone_horn(written: Path) -> None:
    _, samples = read_wav(written / "train_signal.wav")
    high, low = _pitch(samples, 0.05, 0.33), _pitch(samples, 0.5, 0.95)
    assert high == pytest.approx(493.9, abs=6) and low == pytest.approx(392.0, abs=6)
    # as loud as the other cues (RMS of its sounding part), not a blast
    _, train = read_wav(written / "train.wav")
    assert float(np.sqrt(np.mean(samples**2))) < 2 * float(np.sqrt(np.mean(train**2)))
