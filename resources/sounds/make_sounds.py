"""Synthesise the game's sound effects as WAV files (numpy only, no downloaded assets).

Every effect is computed from a seeded :class:`numpy.random.Generator`, so the same seed always
gives byte-identical files. Run ``python resources/sounds/make_sounds.py [DIRECTORY]``; without a
directory the WAVs are written next to this script. The app imports :func:`write_missing` to
create them at first start when they are not there yet.
"""

from __future__ import annotations

import argparse
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

SAMPLE_RATE = 44_100
SEED = 20_260_601
PEAK = 0.7  # full-scale peak of every effect except the ambient bed
AMBIENT_PEAK = 0.3
AMBIENT_SECONDS = 16.0

Signal = NDArray[np.float64]


def _time(seconds: float) -> Signal:
    return np.arange(round(seconds * SAMPLE_RATE)) / SAMPLE_RATE


def _decay(t: Signal, tau: float) -> Signal:
    return np.exp(-t / tau)


def _attack(t: Signal, seconds: float) -> Signal:
    """A short linear fade-in: no click at the start of a tone."""
    return np.clip(t / seconds, 0.0, 1.0)


def _fade(signal: Signal, seconds: float = 0.01) -> Signal:
    """Fade both ends to zero so no effect starts or stops with a click."""
    n = min(len(signal) // 2, int(seconds * SAMPLE_RATE))
    if n > 0:
        ramp = np.linspace(0.0, 1.0, n)
        signal = signal.copy()
        signal[:n] *= ramp
        signal[-n:] *= ramp[::-1]
    return signal


def _fade_out(signal: Signal, seconds: float) -> Signal:
    """Fade the end to zero: a tone cut off while still sounding would click."""
    n = min(len(signal), int(seconds * SAMPLE_RATE))
    signal = signal.copy()
    signal[len(signal) - n :] *= np.linspace(1.0, 0.0, n)
    return signal


def _lowpass(signal: Signal, cutoff: float) -> Signal:
    """A gentle first-order low-pass (magnitude response only), applied in the frequency domain."""
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(len(signal), 1.0 / SAMPLE_RATE)
    spectrum *= 1.0 / np.sqrt(1.0 + (freqs / cutoff) ** 2)
    return np.fft.irfft(spectrum, n=len(signal))


def _bandpass(signal: Signal, centre: float, width: float) -> Signal:
    spectrum = np.fft.rfft(signal)
    freqs = np.fft.rfftfreq(len(signal), 1.0 / SAMPLE_RATE)
    spectrum *= np.exp(-(((freqs - centre) / width) ** 2))
    return np.fft.irfft(spectrum, n=len(signal))


def _place(target: Signal, sound: Signal, start: int) -> None:
    end = min(len(target), start + len(sound))
    target[start:end] += sound[: end - start]


def _normalise(signal: Signal, peak: float) -> Signal:
    top = float(np.max(np.abs(signal)))
    return signal * (peak / top) if top > 0 else signal


def _wood_tock(rng: np.random.Generator, pitch: float, seconds: float = 0.14) -> Signal:
    """A knock on wood: a few inharmonic partials that die away fast, plus a tiny noise tap."""
    t = _time(seconds)
    tone = np.zeros_like(t)
    for ratio, gain, tau in ((1.0, 1.0, 0.035), (2.32, 0.45, 0.02), (4.1, 0.2, 0.01)):
        tone += gain * np.sin(2 * np.pi * pitch * ratio * t) * _decay(t, tau)
    tap = _bandpass(rng.standard_normal(len(t)), 2500.0, 1500.0) * _decay(t, 0.004)
    knock = (tone + 0.3 * tap / max(1e-9, float(np.max(np.abs(tap))))) * _attack(t, 0.001)
    return _fade_out(knock, 0.02)


def dice(rng: np.random.Generator) -> Signal:
    """A die rattling over the wooden board: a slowing series of small clacks."""
    out = np.zeros(int(0.75 * SAMPLE_RATE))
    at = 0.0
    gap = 0.035
    gain = 1.0
    while at < 0.6:
        clack = _wood_tock(rng, pitch=float(rng.uniform(900, 1500)), seconds=0.06)
        _place(out, gain * clack, int(at * SAMPLE_RATE))
        at += gap * float(rng.uniform(0.7, 1.3))
        gap *= 1.22
        gain *= 0.86
    return _normalise(_fade(out), PEAK)


def step(rng: np.random.Generator) -> Signal:
    """A figure set down on the next field: one soft, low wooden tock."""
    return _normalise(_fade(_lowpass(_wood_tock(rng, pitch=420.0, seconds=0.16), 3000.0)), 0.55)


def capture(rng: np.random.Generator) -> Signal:
    """A figure knocked back home: a bump, then a falling slide whistle."""
    t = _time(0.55)
    freq = 880.0 * np.exp(-t * 3.2)
    phase = 2 * np.pi * np.cumsum(freq) / SAMPLE_RATE
    slide = (np.sin(phase) + 0.25 * np.sin(2 * phase)) * _decay(t, 0.22) * _attack(t, 0.02)
    bump = np.zeros_like(t)
    _place(bump, 1.4 * _wood_tock(rng, pitch=300.0, seconds=0.12), 0)
    return _normalise(_fade(slide + bump), PEAK)


def _bell(frequency: float, seconds: float, tau: float) -> Signal:
    t = _time(seconds)
    tone = np.zeros_like(t)
    for ratio, gain in ((1.0, 1.0), (2.0, 0.35), (3.01, 0.15), (4.2, 0.06)):
        tone += gain * np.sin(2 * np.pi * frequency * ratio * t) * _decay(t, tau / ratio**0.5)
    return _fade_out(tone * _attack(t, 0.004), 0.15)


def goal(rng: np.random.Generator) -> Signal:
    """A figure reaches its goal: two bright chime notes, a major third apart."""
    out = np.zeros(int(0.9 * SAMPLE_RATE))
    _place(out, _bell(1046.5, 0.8, 0.25), 0)  # C6
    _place(out, _bell(1318.5, 0.75, 0.25), int(0.11 * SAMPLE_RATE))  # E6
    return _normalise(_fade(out, 0.02), PEAK)


def _brass(frequency: float, seconds: float) -> Signal:
    """A soft brass-like note: harmonics with a gentle swell and a little vibrato."""
    t = _time(seconds)
    vibrato = 1.0 + 0.004 * np.sin(2 * np.pi * 5.5 * t) * np.clip(t / 0.3, 0.0, 1.0)
    phase = 2 * np.pi * frequency * np.cumsum(vibrato) / SAMPLE_RATE
    tone = sum(np.sin(k * phase) / k**1.3 for k in range(1, 8))
    envelope = _attack(t, 0.04) * np.clip((seconds - t) / 0.12, 0.0, 1.0)
    return np.asarray(tone * envelope, dtype=np.float64)


def win(rng: np.random.Generator) -> Signal:
    """The winner's fanfare: a rising major arpeggio ending on a held chord."""
    out = np.zeros(int(2.2 * SAMPLE_RATE))
    notes = ((0.0, 523.25, 0.18), (0.2, 659.25, 0.18), (0.4, 783.99, 0.18), (0.6, 1046.5, 1.5))
    for start, frequency, length in notes:
        _place(out, _brass(frequency, length), int(start * SAMPLE_RATE))
    for frequency in (523.25, 659.25, 783.99):  # the chord under the last note
        _place(out, 0.5 * _brass(frequency, 1.5), int(0.6 * SAMPLE_RATE))
    return _normalise(_fade(_lowpass(out, 5000.0), 0.03), PEAK)


def _chirp(rng: np.random.Generator) -> Signal:
    """One bird call: two to four quick whistles sweeping up and down."""
    base = float(rng.uniform(2800, 4200))
    out = np.zeros(int(0.6 * SAMPLE_RATE))
    at = 0
    for _ in range(int(rng.integers(2, 5))):
        length = float(rng.uniform(0.05, 0.11))
        t = _time(length)
        sweep = base * (1.0 + float(rng.uniform(0.15, 0.35)) * np.sin(np.pi * t / length))
        phase = 2 * np.pi * np.cumsum(sweep) / SAMPLE_RATE
        whistle = np.sin(phase) * np.sin(np.pi * t / length) ** 2
        _place(out, whistle, at)
        at += int((length + float(rng.uniform(0.02, 0.06))) * SAMPLE_RATE)
    return out


def ambient(rng: np.random.Generator) -> Signal:
    """A quiet summer-garden loop: soft wind and now and then a bird.

    The wind is shaped in the frequency domain, so it is periodic and the loop has no seam; its
    slow swell uses whole cycles of the loop for the same reason. Birds never cross the loop end.
    """
    n = int(AMBIENT_SECONDS * SAMPLE_RATE)
    freqs = np.fft.rfftfreq(n, 1.0 / SAMPLE_RATE)
    shape = 1.0 / (1.0 + (freqs / 350.0) ** 2) * (freqs > 30.0)  # a soft rumble, no hiss
    spectrum = shape * np.exp(2j * np.pi * rng.random(len(freqs)))
    wind = np.fft.irfft(spectrum, n=n)
    wind /= float(np.max(np.abs(wind)))
    t = np.arange(n) / n
    swell = 0.6 + 0.25 * np.sin(2 * np.pi * 2 * t) + 0.15 * np.sin(2 * np.pi * 5 * t + 1.0)
    out = 0.5 * wind * swell
    at = float(rng.uniform(1.0, 3.0))
    while at < AMBIENT_SECONDS - 1.0:
        _place(out, 0.35 * _chirp(rng), int(at * SAMPLE_RATE))
        at += float(rng.uniform(2.5, 5.0))
    return _normalise(out, AMBIENT_PEAK)


def click(rng: np.random.Generator) -> Signal:
    """A short, soft button click."""
    t = _time(0.03)
    tone = np.sin(2 * np.pi * 1800.0 * t) * _decay(t, 0.004)
    tap = _bandpass(rng.standard_normal(len(t)), 4000.0, 2000.0) * _decay(t, 0.002)
    return _normalise(_fade(tone + 0.2 * tap / float(np.max(np.abs(tap))), 0.002), 0.45)


def train(rng: np.random.Generator) -> Signal:
    """The railway's train crossing the board: a two-tone whistle, then the chuffing of the
    engine, swelling as it comes and fading as it goes, over a soft rumble of the wheels."""
    seconds = 2.2
    n = int(seconds * SAMPLE_RATE)
    t = _time(seconds)
    out = np.zeros(n)
    # The whistle: a minor third (A5, C6) of a few soft harmonics, a breathy start, 0.5 s.
    whistle_t = _time(0.55)
    tone = np.zeros_like(whistle_t)
    for frequency in (880.0, 1046.5):
        vibrato = 1.0 + 0.003 * np.sin(2 * np.pi * 6.0 * whistle_t)
        phase = 2 * np.pi * frequency * np.cumsum(vibrato) / SAMPLE_RATE
        tone += sum(np.sin(k * phase) / k**2 for k in (1, 2, 3))
    breath = _bandpass(rng.standard_normal(len(whistle_t)), 1000.0, 400.0)
    tone += 0.6 * breath / float(np.max(np.abs(breath)))
    envelope = _attack(whistle_t, 0.06) * np.clip((0.55 - whistle_t) / 0.15, 0.0, 1.0)
    _place(out, 0.3 * tone * envelope, 0)
    # The chuffs: bursts of low steam noise at a steady beat, louder as the train passes.
    beat = 0.16
    at = 0.25
    while at < seconds - 0.2:
        burst_t = _time(0.2)
        shape = _decay(burst_t, 0.035) * _attack(burst_t, 0.006)
        # Shaped first, then filtered (the filter smooths the onset), then faded at both ends:
        # the filter is circular, and a burst must not end in a step.
        burst = _bandpass(rng.standard_normal(len(burst_t)) * shape, 700.0, 450.0)
        burst = _fade(burst, 0.01)
        swell = np.exp(-(((at - 1.1) / 0.55) ** 2))
        accent = 1.0 if round(at / beat) % 2 == 0 else 0.7
        _place(
            out, 1.1 * swell * accent * burst / float(np.max(np.abs(burst))), int(at * SAMPLE_RATE)
        )
        at += beat
    # The wheels' rumble under it all, with the same swell.
    rumble = _bandpass(rng.standard_normal(n), 140.0, 90.0)
    rumble *= 0.35 / float(np.max(np.abs(rumble))) * np.exp(-(((t - 1.1) / 0.7) ** 2))
    return _normalise(_fade(out + rumble, 0.03), 0.6)


# The wheel of fortune's spin (madn_qt/wheel.py): how long it turns and how far, so that the
# ratchet's ticks slow down as the wheel does.
WHEEL_SECONDS = 3.2
WHEEL_TURNS = 3.5
WHEEL_PEGS = 14  # one tick per segment border


def wheel(rng: np.random.Generator) -> Signal:
    """The wheel of fortune spinning to a stop: its pointer's flap ticking over the pegs, fast at
    first and slower and slower (the wheel's ease-out), over the soft whirr of the turning wheel."""
    seconds = WHEEL_SECONDS + 0.25
    n = int(seconds * SAMPLE_RATE)
    out = np.zeros(n)
    # The wheel's angle follows 1 - (1 - u)^3 (QEasingCurve.OutCubic): a tick at every peg.
    pegs = int(WHEEL_TURNS * WHEEL_PEGS)
    for k in range(1, pegs + 1):
        u = 1.0 - (1.0 - k / (WHEEL_TURNS * WHEEL_PEGS)) ** (1.0 / 3.0)
        at = u * WHEEL_SECONDS
        speed = 3.0 * (1.0 - u) ** 2  # relative angular speed, 3 at the start, 0 at the end
        gain = 0.55 + 0.45 * min(1.0, 1.2 - 0.4 * speed)  # the slow last ticks stand out
        tick = _wood_tock(rng, pitch=float(rng.uniform(1750, 1950)), seconds=0.045)
        _place(out, gain * tick, int(at * SAMPLE_RATE))
    # The whirr: low noise as loud as the wheel is fast.
    t = _time(seconds)
    u = np.clip(t / WHEEL_SECONDS, 0.0, 1.0)
    whirr = _bandpass(rng.standard_normal(n), 220.0, 120.0)
    whirr *= 0.25 / float(np.max(np.abs(whirr))) * (1.0 - u) ** 2 * _attack(t, 0.08)
    return _normalise(_fade(_lowpass(out, 6000.0) + whirr, 0.02), 0.6)


def rocket(rng: np.random.Generator) -> Signal:
    """A toy rocket whooshing past: breathy noise whose pitch rises and falls as it swells and
    goes, with a faint rising whistle inside."""
    seconds = 1.3
    n = int(seconds * SAMPLE_RATE)
    t = _time(seconds)
    # The sweep: the noise's centre rises from 450 Hz to 2.6 kHz at the loudest, then sinks.
    peak_at = 0.62
    centre = 450.0 * (2600.0 / 450.0) ** np.exp(-(((t - peak_at) / 0.32) ** 2))
    noise = rng.standard_normal(n)
    bands = np.geomspace(350.0, 3200.0, 14)
    swoosh = np.zeros(n)
    for band in bands:
        filtered = _bandpass(noise, band, band * 0.35)
        filtered /= float(np.max(np.abs(filtered)))
        swoosh += filtered * np.exp(-((np.log(centre / band) / 0.28) ** 2))
    swell = np.exp(-(((t - peak_at) / 0.28) ** 2)) * _attack(t, 0.05)
    phase = 2 * np.pi * np.cumsum(centre * 0.9) / SAMPLE_RATE
    whistle = 0.08 * np.sin(phase) * np.exp(-(((t - peak_at) / 0.18) ** 2))
    return _normalise(_fade(_lowpass(swoosh * swell + whistle, 5000.0), 0.03), 0.6)


def _clang(frequency: float, seconds: float) -> Signal:
    """The ring of a struck nail or steel bar: a few inharmonic partials, quickly damped."""
    t = _time(seconds)
    tone = np.zeros_like(t)
    for ratio, gain, tau in ((1.0, 1.0, 0.05), (2.76, 0.5, 0.03), (5.4, 0.25, 0.015)):
        tone += gain * np.sin(2 * np.pi * frequency * ratio * t) * _decay(t, tau)
    return _fade_out(tone * _attack(t, 0.001), 0.02)


def construction(rng: np.random.Generator) -> Signal:
    """Building the new paths: three quick hammer blows on wood, the last one ringing the nail."""
    out = np.zeros(int(0.75 * SAMPLE_RATE))
    for k, (at, pitch) in enumerate(((0.02, 230.0), (0.19, 250.0), (0.38, 240.0))):
        blow = 1.3 * _wood_tock(rng, pitch=pitch, seconds=0.16)
        ring = _clang(float(rng.uniform(1900, 2100)), 0.25) * (0.35 if k < 2 else 0.6)
        _place(out, blow, int(at * SAMPLE_RATE))
        _place(out, ring, int(at * SAMPLE_RATE))
    return _normalise(_fade(_lowpass(out, 5000.0), 0.02), 0.65)


def train_signal(rng: np.random.Generator) -> Signal:
    """The train's announcement: a two-tone horn, high then low (B4, G4), like a railway's
    warning horn, two reedy voices a touch apart."""
    out = np.zeros(int(1.05 * SAMPLE_RATE))
    for start, frequency, length in ((0.0, 493.88, 0.36), (0.4, 392.0, 0.6)):
        note = _brass(frequency, length) + 0.6 * _brass(frequency * 1.006, length)
        _place(out, note, int(start * SAMPLE_RATE))
    breath = _bandpass(rng.standard_normal(len(out)), 900.0, 500.0)
    window = np.hanning(int(0.02 * SAMPLE_RATE))
    level = np.convolve(np.abs(out), window / window.sum(), mode="same")  # the notes' swell
    breath *= 0.15 * level / float(np.max(np.abs(breath)))
    # A held horn is loud for its peak: 0.32 gives it about the RMS of the train and the dice.
    return _normalise(_fade(_lowpass(out + breath, 3000.0), 0.02), 0.32)


EFFECTS: dict[str, Callable[[np.random.Generator], Signal]] = {
    "dice": dice,
    "step": step,
    "capture": capture,
    "goal": goal,
    "win": win,
    "ambient": ambient,
    "click": click,
    "train": train,
    # Event mode's (appended: every effect above keeps its seeded stream and its bytes)
    "wheel": wheel,
    "rocket": rocket,
    "construction": construction,
    "train_signal": train_signal,
}


def synthesize(name: str, seed: int = SEED) -> Signal:
    """The samples (floats in -1..1) of effect ``name``; each effect has its own seeded stream."""
    index = list(EFFECTS).index(name)
    return EFFECTS[name](np.random.default_rng([seed, index]))


def to_pcm16(signal: Signal) -> NDArray[np.int16]:
    return np.round(np.clip(signal, -1.0, 1.0) * 32767.0).astype("<i2")


def write_wav(path: Path, signal: Signal) -> None:
    """Write ``signal`` as a 16-bit mono WAV, via a temporary file so readers never see half."""
    tmp = path.with_name(f".{path.stem}.part.wav")  # still matched by the *.wav ignore rule
    with wave.open(str(tmp), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(to_pcm16(signal).tobytes())
    tmp.replace(path)


def wav_path(directory: Path, name: str) -> Path:
    return directory / f"{name}.wav"


def write_all(directory: Path, seed: int = SEED) -> list[Path]:
    """Write every effect into ``directory`` (created if needed); returns the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name in EFFECTS:
        path = wav_path(directory, name)
        write_wav(path, synthesize(name, seed))
        written.append(path)
    return written


def write_missing(directory: Path, seed: int = SEED) -> list[Path]:
    """Write only the effects whose WAV is not in ``directory`` yet; returns the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name in EFFECTS:
        path = wav_path(directory, name)
        if not path.is_file():
            write_wav(path, synthesize(name, seed))
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", type=Path, default=Path(__file__).parent)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--missing", action="store_true", help="only write absent files")
    args = parser.parse_args(argv)
    write = write_missing if args.missing else write_all
    for path in write(args.directory, args.seed):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
