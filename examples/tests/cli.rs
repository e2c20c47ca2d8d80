//! The examples' command lines: `--help` lists every option with its
//! values and default; a bad value and an option that does not apply are
//! refused with exit 2 and a sentence; the same check reads the same in
//! every game.

mod common;

use common::{run, GAMES};

/// The options of every game and the values `--help` must list for them.
const SHARED: &[(&str, &[&str])] = &[
    ("--seed <N>", &["[default: 1]"]),
    ("--play", &[]),
    ("--seat <N>", &["[default: 0]"]),
    (
        "--opponents <BOT>",
        &["ismcts", "greedy", "random", "[default: ismcts]"],
    ),
    ("--opponent-iterations <N>", &["1 to 100000"]),
    ("--bots <BOT>", &["[default: greedy]"]),
    ("--bot-iterations <N>", &[]),
    ("--cards", &[]),
];

/// Each game's own options and what its help must say of them.
fn own(game: &str) -> &'static [(&'static str, &'static [&'static str])] {
    match game {
        "lets-go" => &[
            ("--players <N>", &["2 to 4", "[default: 3]"]),
            ("--first <SEAT>", &["[default: at random]"]),
            (
                "--sides <SIDES>",
                &["random", "soviet", "american", "[default: random]"],
            ),
            ("--stall-rounds <ROUNDS>", &["1 to 50", "[default: 5]"]),
        ],
        "apogee" => &[
            ("--players <N>", &["2 to 5, or 1", "[default: 3]"]),
            ("--mission <N>", &["1 to 12", "1 to 6", "[default: 1]"]),
            ("--single-winner", &[]),
            ("--turn-cap <TURNS>", &["[default: 40]"]),
        ],
        "red-planet" => &[
            ("--players <N>", &["3 to 6, or 2", "[default: 4]"]),
            ("--board <N>", &["1 to 4", "[default: 1]"]),
        ],
        _ => &[
            ("--players <N>", &["2 to 5", "[default: 3]"]),
            ("--ai <K>", &["[default: 0]"]),
            (
                "--mission <MISSION>",
                &[
                    "mercury",
                    "vostok",
                    "cassini",
                    "apollo",
                    "[default: mercury]",
                ],
            ),
            ("--thematic", &[]),
            ("--cold-war", &[]),
        ],
    }
}

#[test]
fn help_lists_every_option_with_its_values_and_default() {
    for game in GAMES {
        let r = run(game, &["--help"], "");
        assert!(r.status.success(), "{game}");
        for (option, says) in SHARED.iter().chain(own(game)) {
            let at = r
                .stdout
                .find(&format!("      {option}\n"))
                .unwrap_or_else(|| panic!("{game} --help does not list {option}:\n{}", r.stdout));
            // What the help says of the option, up to the next one.
            let rest = &r.stdout[at + option.len() + 7..];
            let end = rest.find("\n      --").unwrap_or(rest.len());
            for s in *says {
                assert!(
                    rest[..end].contains(s),
                    "{game} {option} does not say {s:?}"
                );
            }
        }
    }
}

#[test]
fn the_seat_counts_agree_with_the_registry() {
    for info in space_games::GAMES {
        for n in info.min_players..=info.max_players {
            let n = n.to_string();
            let r = run(info.name, &["--players", &n, "--cards"], "");
            assert!(
                r.status.success(),
                "{} --players {n}: {}",
                info.name,
                r.stderr
            );
        }
        for n in [info.min_players - 1, info.max_players + 1] {
            let n = n.to_string();
            let r = run(info.name, &["--players", &n, "--cards"], "");
            assert_eq!(r.status.code(), Some(2), "{} --players {n}", info.name);
        }
    }
}

/// Runs `args` and checks the refusal: exit 2, an `error: ` sentence
/// containing `says`, nothing on stdout.
fn refused(game: &str, args: &[&str], says: &str) {
    let r = run(game, args, "");
    assert_eq!(r.status.code(), Some(2), "{game} {args:?}: {}", r.stderr);
    assert!(r.stdout.is_empty(), "{game} {args:?} printed: {}", r.stdout);
    let first = r.stderr.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("error: "),
        "{game} {args:?}: {}",
        r.stderr
    );
    assert!(
        r.stderr.contains(says),
        "{game} {args:?} should say {says:?}:\n{}",
        r.stderr
    );
    common::assert_clean(&format!("{game} {args:?}"), &r.stderr);
}

#[test]
fn bad_values_are_refused_alike_in_every_game() {
    for game in GAMES {
        refused(
            game,
            &["--seed", "abc"],
            "expected a whole number from 0 to",
        );
        refused(game, &["--players", "9"], "expected a whole number from");
        refused(
            game,
            &["--play", "--seat", "9"],
            "--seat 9 is not valid: the seats you can play are 0 to",
        );
        refused(
            game,
            &["--play", "--opponents", "clever"],
            "[possible values: ismcts, greedy, random]",
        );
        refused(
            game,
            &["--play", "--opponent-iterations", "0"],
            "expected a whole number from 1 to 100000",
        );
        refused(game, &["--bogus"], "unexpected argument '--bogus'");
        refused(
            game,
            &["--seed", "-1"],
            "invalid value '-1' for '--seed <N>': expected a whole number from 0 to 2^64 - 1",
        );
    }
    refused(
        "lets-go",
        &["--sides", "sideways"],
        "[possible values: random, soviet, american]",
    );
    refused(
        "lets-go",
        &["--players", "2", "--first", "2"],
        "--first 2 is not valid: expected a whole number from 0 to 1",
    );
    refused(
        "lets-go",
        &["--stall-rounds", "0"],
        "expected a whole number from 1 to 50",
    );
    refused(
        "apogee",
        &["--mission", "13"],
        "expected a whole number from 1 to 12",
    );
    refused(
        "apogee",
        &["--players", "1", "--mission", "9"],
        "--mission 9 is not valid: expected a whole number from 1 to 6",
    );
    refused(
        "apogee",
        &["--turn-cap", "200"],
        "expected a whole number from 1 to 100",
    );
    refused(
        "red-planet",
        &["--board", "5"],
        "expected a whole number from 1 to 4",
    );
    refused(
        "space-race",
        &["--ai", "3"],
        "--ai 3 is not valid: expected a whole number from 0 to 2 (all 3 seats but one)",
    );
    refused(
        "space-race",
        &["--ai", "5"],
        "expected a whole number from 0 to 4, fewer than --players",
    );
    refused(
        "space-race",
        &["--mission", "moon"],
        "[possible values: mercury, vostok, cassini, apollo]",
    );
    refused(
        "space-race",
        &["--mission", "apollo"],
        "Apollo needs the Cold War expansion",
    );
    refused(
        "space-race",
        &["--play", "--ai", "1", "--seat", "2"],
        "(seat 2 is an AI player)",
    );
}

#[test]
fn options_that_do_not_apply_are_refused() {
    for game in GAMES {
        refused(game, &["--seat", "1"], "--play");
        refused(
            game,
            &["--opponents", "random"],
            "--opponents applies only with --play",
        );
        refused(
            game,
            &["--play", "--bots", "random"],
            "'--play' cannot be used with '--bots <BOT>'",
        );
        refused(game, &["--play", "--cards"], "cannot be used with");
        refused(
            game,
            &["--cards", "--seed", "2"],
            "'--cards' cannot be used with '--seed <N>'",
        );
        refused(
            game,
            &[
                "--play",
                "--opponents",
                "greedy",
                "--opponent-iterations",
                "5",
            ],
            "--opponent-iterations applies only to --opponents ismcts",
        );
        refused(
            game,
            &["--bots", "random", "--bot-iterations", "5"],
            "--bot-iterations applies only to --bots ismcts",
        );
    }
    refused(
        "apogee",
        &["--players", "1", "--turn-cap", "5"],
        "--turn-cap does not apply to a solo game",
    );
    refused(
        "apogee",
        &["--players", "1", "--single-winner"],
        "--single-winner does not apply to a solo game",
    );
    // Flags take no value: `--thematic false` does not switch it on.
    refused(
        "space-race",
        &["--thematic", "false"],
        "unexpected argument 'false'",
    );
    refused(
        "space-race",
        &["--cold-war", "no"],
        "unexpected argument 'no'",
    );
    refused(
        "apogee",
        &["--single-winner", "false"],
        "unexpected argument 'false'",
    );
}

#[test]
fn every_default_game_is_played_to_a_winner() {
    for game in GAMES {
        let r = run(game, &[], "");
        assert!(r.status.success(), "{game}: {}", r.stderr);
        assert_eq!(r.stdout.matches("GAME OVER after").count(), 1, "{game}");
        let result = &r.stdout[r.stdout.find("GAME OVER after").unwrap_or(0)..];
        assert!(result.contains("(winner)"), "{game}:\n{result}");
        assert!(!result.contains("cap ended"), "{game}:\n{result}");
    }
}

#[test]
fn apogee_by_default_finishes_without_the_turn_cap_on_seeds_1_to_20() {
    for seed in 1..=20 {
        let s = seed.to_string();
        let r = run("apogee", &["--seed", &s], "");
        assert!(r.status.success(), "seed {seed}");
        assert!(
            !r.stdout.contains("a cap ended"),
            "seed {seed} ends at the turn cap"
        );
        assert!(r.stdout.contains("(winner)"), "seed {seed} has no winner");
    }
}

#[test]
fn a_capped_game_says_that_a_cap_ended_it_and_why() {
    let r = run(
        "apogee",
        &[
            "--players",
            "5",
            "--mission",
            "12",
            "--turn-cap",
            "2",
            "--bots",
            "random",
        ],
        "",
    );
    assert!(r.status.success());
    assert!(
        r.stdout.contains("Nobody wins: a cap ended this game."),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("--turn-cap"), "{}", r.stdout);
    // Nobody won and nobody is ahead: no seat is called first.
    assert!(!r.stdout.contains("1st"), "{}", r.stdout);
    assert!(
        r.stdout.contains("  –    P0  did not fulfil the Mission"),
        "{}",
        r.stdout
    );
    let r = run(
        "lets-go",
        &["--stall-rounds", "1", "--bots", "random", "--seed", "1"],
        "",
    );
    assert!(r.status.success());
    assert!(
        r.stdout.contains("A cap ended this game: the stall rule."),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("--stall-rounds"), "{}", r.stdout);
}

#[test]
fn the_card_sheet_is_printed_for_every_game() {
    for game in GAMES {
        let r = run(game, &["--cards"], "");
        assert!(r.status.success(), "{game}");
        assert!(r.stdout.lines().count() > 50, "{game}: {}", r.stdout);
    }
}
