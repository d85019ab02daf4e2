"""Known answers: the numbers that replays, saved games and LAN peers must agree on bit for bit.

SplitMix64 (``core.rng.Rng``) is checked against an independent implementation written here from
the published algorithm and against literal values (seed 0's first output is the well-known
``0xE220A8397B1DCDAF``). The state hash is pinned as 64-bit literals and as the first 8 bytes of
SHA-256 over the notation, big-endian. One whole seeded game is pinned by its command count,
final notation and final state hash, so any change in the dice, the random player or the rules
that alters a single roll or move of it fails here; one more with the railway on (the default),
whose interval draws are pinned too, and the railway's initial positions.
"""

from __future__ import annotations

import hashlib

import pytest

import core.rng
from core.chance import D6, ChanceKind, Dice, Draw, SeededChance
from core.notation import format_position, parse_position
from core.position import die_node
from core.rng import Rng
from core.rules import ORIGINAL, Rules
from core.setup import Setup, initial_position
from tests.core.helpers import PLAIN, random_game

MASK64 = (1 << 64) - 1


def reference_splitmix64(seed: int, count: int) -> list[int]:
    """SplitMix64 as published (Steele, Lea, Flood 2014; Vigna's splitmix64.c)."""
    state = seed & MASK64
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        out.append(z ^ (z >> 31))
    return out


LARGE_SEED = 0xDEADBEEFCAFEBABE

KNOWN_OUTPUTS = {
    0: [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
        0x1B39896A51A8749B,
    ],
    1: [
        0x910A2DEC89025CC1,
        0xBEEB8DA1658EEC67,
        0xF893A2EEFB32555E,
        0x71C18690EE42C90B,
        0x71BB54D8D101B5B9,
    ],
    LARGE_SEED: [
        0x0D7D93560D1929D2,
        0x491DFB740E50D43F,
        0x42722BF4473E5E7D,
        0xD6CA8A0790FFFC45,
        0xB2D3AB004CDB504B,
    ],
}


@pytest.mark.parametrize("seed", sorted(KNOWN_OUTPUTS))
def test_splitmix64_first_outputs_are_the_published_ones(seed: int) -> None:
    rng = Rng(seed)
    outputs = [rng.next_u64() for _ in range(5)]
    assert outputs == KNOWN_OUTPUTS[seed]
    assert outputs == reference_splitmix64(seed, 5)


def test_seed_zero_starts_with_the_well_known_value() -> None:
    assert reference_splitmix64(0, 1) == [0xE220A8397B1DCDAF]
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF


def test_a_long_stream_matches_the_reference() -> None:
    rng = Rng(LARGE_SEED)
    assert [rng.next_u64() for _ in range(1000)] == reference_splitmix64(LARGE_SEED, 1000)


def test_seeds_are_taken_modulo_two_to_the_64() -> None:
    assert Rng(-1).state == MASK64
    assert Rng(1 << 64).state == 0
    assert Rng(-1).next_u64() == reference_splitmix64(MASK64, 1)[0] == 0xE4D971771B652C20


def test_bounded_draws_of_a_seed_are_pinned() -> None:
    rng = Rng(42)
    assert [rng.below(6) for _ in range(20)] == [
        1,
        1,
        0,
        0,
        4,
        0,
        1,
        2,
        1,
        2,
        5,
        4,
        2,
        1,
        2,
        2,
        5,
        3,
        3,
        0,
    ]
    rng = Rng(42)
    assert [rng.below(600) for _ in range(10)] == [13, 91, 258, 564, 250, 462, 325, 308, 205, 374]
    rng = Rng(7)
    assert [rng.between(1, 6) for _ in range(12)] == [4, 1, 1, 4, 5, 4, 5, 1, 6, 6, 2, 5]


def test_bounded_draws_are_the_outputs_modulo_the_bound() -> None:
    rng = Rng(42)
    expected = [value % 6 for value in reference_splitmix64(42, 50)]
    assert [rng.below(6) for _ in range(50)] == expected


def test_below_rejects_outputs_in_the_biased_tail() -> None:
    # With n = 2**63 + 1 every output of 2**63 + 1 or more is rejected. Seed 0's first output
    # 0xE220... is rejected; the second, 0x6E78..., is below n and returned as it is.
    n = (1 << 63) + 1
    assert reference_splitmix64(0, 2)[0] >= n > reference_splitmix64(0, 2)[1]
    assert Rng(0).below(n) == 0x6E789E6AA1B965F4


def splitmix64_seed_for(output: int) -> int:
    """The seed whose first SplitMix64 output is ``output`` (each step of the output mix is
    invertible: xor-shifts undone by repeating them, the multipliers by their inverses mod 2**64;
    then the golden gamma that the first step adds is taken off again)."""

    def unshift(value: int, bits: int) -> int:
        x = value
        for _ in range(64 // bits + 1):
            x = value ^ (x >> bits)
        return x

    z = unshift(output, 31)
    z = unshift(z * pow(0x94D049BB133111EB, -1, 1 << 64) & MASK64, 27)
    z = unshift(z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & MASK64, 30)
    return (z - 0x9E3779B97F4A7C15) & MASK64


# 2**64 = 6 * k + 4: the largest multiple of 6 that 64 bits hold is 2**64 - 4, so below(6) keeps
# the outputs 0 .. 2**64 - 5 and redraws the four highest (no modulo bias).
LIMIT_6 = (1 << 64) - 4
SEED_AT_LIMIT_6 = splitmix64_seed_for(LIMIT_6)


def test_the_seed_at_the_rejection_limit_gives_that_output() -> None:
    assert SEED_AT_LIMIT_6 == 7257538407534371759
    assert reference_splitmix64(SEED_AT_LIMIT_6, 1) == [LIMIT_6]
    assert reference_splitmix64(0, 1)[0] == 0xE220A8397B1DCDAF


@pytest.fixture
def fresh_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """No rejection limit cached yet (earlier tests have cached the usual bounds' limits)."""
    monkeypatch.setattr(core.rng, "_LIMITS", {})


@pytest.mark.usefixtures("fresh_limits")
def test_the_output_at_the_rejection_limit_is_redrawn() -> None:
    # The first output 2**64 - 4 is the first one not kept: the second one decides.
    second = reference_splitmix64(SEED_AT_LIMIT_6, 2)[1]
    assert second % 6 == 5
    assert Rng(SEED_AT_LIMIT_6).below(6) == 5
    assert Rng(SEED_AT_LIMIT_6).below(6) == 5  # the same with the limit cached


@pytest.mark.usefixtures("fresh_limits")
def test_each_bound_has_its_own_rejection_limit() -> None:
    # Seed 0's first output lies above 5/6 of the range but below 2**64 - 4: kept for 6 (a
    # limit of 2**64 - 2**64 / 6 would redraw it), 0xE220A8397B1DCDAF % 6 = 1.
    assert (1 << 64) * 5 // 6 < reference_splitmix64(0, 1)[0] < LIMIT_6
    assert Rng(0).below(6) == 1
    # 4 divides 2**64: below(4) keeps every output, also 2**64 - 4 (which is 0 modulo 4).
    assert Rng(SEED_AT_LIMIT_6).below(4) == 0
    assert Rng(SEED_AT_LIMIT_6).below(6) == 5


def test_below_needs_a_positive_bound() -> None:
    assert Rng(1).below(1) == 0
    for bound in (0, -3):
        with pytest.raises(ValueError) as raised:
            Rng(1).below(bound)
        assert str(raised.value) == "below() needs a positive bound"


def test_a_choice_is_the_item_at_the_bounded_draw() -> None:
    # Seed 1's first output 0x910A2DEC89025CC1 is 2 modulo 3.
    assert reference_splitmix64(1, 1)[0] % 3 == 2
    assert Rng(1).choice(["x", "y", "z"]) == "z"
    assert Rng(1).choice((7,)) == 7


def test_seeded_dice_roll_the_pinned_pips() -> None:
    dice = SeededChance(5)
    rolled = [dice.draw(die_node(D6)) for _ in range(24)]
    assert [pips[0] for pips in rolled] == [
        3,
        5,
        6,
        6,
        2,
        5,
        4,
        4,
        5,
        6,
        4,
        5,
        4,
        6,
        6,
        5,
        6,
        4,
        4,
        5,
        6,
        6,
        1,
        4,
    ]
    assert [1 + v % 6 for v in reference_splitmix64(5, 24)] == [pips[0] for pips in rolled]
    two = SeededChance(5).draw(die_node(Dice(6, 2)))
    assert two == (3, 5)


HASHED = [
    (
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=3 rules=fc",
        0x94655740BD0FE13D,
    ),
    (
        "MADN1 f=0,H,H,H/0,H,H,H/0,H,H,H/0,H,H,H turn=0 phase=rolloff rolls=1 "
        "rules=fc,jg,one,ro,po,pen rolloff=0,1,2,3:",
        0xB7EE7A6E8A2B8EBE,
    ),
    ("MADN1 f=-/H,H,H,H/-/H,H,H,H turn=1 phase=roll rolls=3 rules=fc", 0x74A4CB9B767E94B1),
    (
        "MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc",
        0x50F493C029E1272A,
    ),
]


@pytest.mark.parametrize(("notation", "expected"), HASHED)
def test_state_hash_of_fixed_positions_is_pinned(notation: str, expected: int) -> None:
    position = parse_position(notation)
    assert format_position(position) == notation
    digest = hashlib.sha256(notation.encode("utf-8")).digest()
    assert position.state_hash() == int.from_bytes(digest[:8], "big") == expected
    assert expected >> 32 != 0  # all 64 bits count: a hash cut to 32 bits fails


def test_initial_positions_hash_as_their_notation() -> None:
    assert initial_position(PLAIN, (0, 1, 2, 3)).state_hash() == HASHED[0][1]
    assert initial_position(ORIGINAL, (0, 1, 2, 3)).state_hash() == HASHED[1][1]
    assert initial_position(PLAIN, (3, 1)).state_hash() == HASHED[2][1]


def test_positions_that_differ_in_one_detail_hash_differently() -> None:
    base = "MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc"
    variants = [
        base,
        base.replace("die=6", "die=5"),
        base.replace("rolls=0", "rolls=1"),
        base.replace("rules=fc", "rules=fc,jg"),
        base.replace("G1", "G2"),
    ]
    hashes = {parse_position(text).state_hash() for text in variants}
    assert len(hashes) == len(variants)


def test_a_whole_seeded_classic_game_ends_in_the_pinned_position() -> None:
    game = random_game(Setup.of((0, 1, 2, 3), PLAIN), 2026)
    assert len(game.commands) == 1354
    assert format_position(game.position) == (
        "MADN1 f=G2,G4,G3,G1/G4,19,H,1/G4,G3,G1,H/G3,G4,37,G2 turn=0 phase=over rolls=0 "
        "rules=fc done=0"
    )
    assert game.position.state_hash() == 0x28045ACDB0B92B94
    assert game.position_ranking() == ((0, 1), (3, 2), (2, 3), (1, 4))


def test_a_whole_seeded_original_rules_game_ends_in_the_pinned_position() -> None:
    game = random_game(Setup.of((0, 1, 2, 3), ORIGINAL), 2026)
    assert len(game.commands) == 874
    assert game.position.state_hash() == 0xF8EA4AA2D835863A
    assert game.position_ranking() == ((1, 1), (0, 2), (2, 3), (3, 4))


# --- the railway (on by default) ----------------------------------------------------------------

RAILWAY_HASHED = [
    (
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=train rolls=0 rules=fc,rw "
        "train=0 open=0",
        0xBEB33EAB1DF9E111,
    ),
    (
        "MADN1 f=-/H,H,H,H/-/H,H,H,H turn=1 phase=train rolls=0 rules=fc,rw train=0 open=1",
        0x30175B11617C2A3C,
    ),
    (
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=train rolls=0 rules=fc,ro,rw "
        "rolloff=0,1,2,3: train=0",
        0xFC18ED290C7C333B,
    ),
]


@pytest.mark.parametrize(("notation", "expected"), RAILWAY_HASHED)
def test_state_hash_of_railway_positions_is_pinned(notation: str, expected: int) -> None:
    position = parse_position(notation)
    assert format_position(position) == notation
    digest = hashlib.sha256(notation.encode("utf-8")).digest()
    assert position.state_hash() == int.from_bytes(digest[:8], "big") == expected


def test_initial_railway_positions_are_pinned() -> None:
    default = Setup.of((0, 1, 2, 3)).start()
    assert format_position(default) == RAILWAY_HASHED[0][0]
    assert default.state_hash() == RAILWAY_HASHED[0][1]
    assert initial_position(Rules(), (3, 1)).state_hash() == RAILWAY_HASHED[1][1]
    rolloff = initial_position(Rules(roll_off=True), (0, 1, 2, 3))
    assert rolloff.state_hash() == RAILWAY_HASHED[2][1]
    # The railway changes the start: a different notation, a different hash.
    assert default.state_hash() != initial_position(PLAIN, (0, 1, 2, 3)).state_hash()


def test_a_whole_seeded_railway_game_ends_in_the_pinned_position() -> None:
    game = random_game(Setup.of((0, 1, 2, 3)), 2026)
    assert game.setup.rules == Rules() and game.setup.rules.railway
    assert len(game.commands) == 1173
    assert format_position(game.position) == (
        "MADN1 f=G4,G2,G3,34/G4,G3,2,H/G4,G1,G2,G3/G4,H,H,H turn=2 phase=over rolls=0 "
        "rules=fc,rw done=2 train=5 open=0"
    )
    assert game.position.state_hash() == 0xA2735B2A14386725
    assert game.position_ranking() == ((2, 1), (0, 2), (1, 3), (3, 4))
    draws = [c.value for c in game.commands if isinstance(c, Draw)]
    assert draws == [
        5,
        3,
        4,
        3,
        4,
        4,
        3,
        3,
        3,
        2,
        5,
        3,
        2,
        3,
        3,
        4,
        3,
        3,
        3,
        4,
        5,
        3,
        2,
        3,
        3,
        2,
        5,
        4,
        3,
        2,
        5,
    ]
    # The first command is the interval, drawn as 2 + (seed 2026's first output mod 4): four
    # divides 2**64, so no output is rejected.
    assert game.commands[0] == Draw(ChanceKind.TRAIN, 2 + reference_splitmix64(2026, 1)[0] % 4)
