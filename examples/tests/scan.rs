//! Everything the examples print, for people: a full bot game and a full
//! `--play` game of every game and config (each seat count, each variant
//! option), scanned for Rust `Debug` text and for lines over 100 columns
//! (`cardgame_core::testkit::words`).

mod common;

use common::{assert_clean, play_out, run, Dialog, Picker};

/// Every config of every game the scan plays: (example, options).
const CONFIGS: &[(&str, &[&str])] = &[
    ("lets-go", &["--players", "2"]),
    ("lets-go", &["--players", "3", "--sides", "soviet"]),
    (
        "lets-go",
        &["--players", "4", "--sides", "american", "--first", "2"],
    ),
    ("lets-go", &["--players", "3", "--stall-rounds", "1"]),
    ("apogee", &["--players", "1"]),
    ("apogee", &["--players", "1", "--mission", "4"]),
    ("apogee", &["--players", "1", "--mission", "6"]),
    ("apogee", &["--players", "2"]),
    ("apogee", &["--players", "3", "--mission", "7"]),
    (
        "apogee",
        &["--players", "4", "--mission", "3", "--single-winner"],
    ),
    (
        "apogee",
        &["--players", "5", "--mission", "12", "--turn-cap", "3"],
    ),
    ("red-planet", &["--players", "2"]),
    ("red-planet", &["--players", "2", "--board", "3"]),
    ("red-planet", &["--players", "3", "--board", "2"]),
    ("red-planet", &["--players", "4", "--board", "4"]),
    ("red-planet", &["--players", "5"]),
    ("red-planet", &["--players", "6", "--board", "3"]),
    ("space-race", &["--players", "2"]),
    (
        "space-race",
        &["--players", "3", "--mission", "vostok", "--thematic"],
    ),
    (
        "space-race",
        &["--players", "4", "--mission", "cassini", "--cold-war"],
    ),
    (
        "space-race",
        &["--players", "5", "--mission", "apollo", "--cold-war"],
    ),
    ("space-race", &["--players", "3", "--ai", "2"]),
    (
        "space-race",
        &["--players", "5", "--ai", "4", "--thematic", "--cold-war"],
    ),
];

#[test]
fn every_bot_game_prints_words_for_people() {
    for (game, options) in CONFIGS {
        for bots in ["greedy", "random"] {
            let mut args = options.to_vec();
            args.extend(["--bots", bots, "--seed", "3"]);
            let r = run(game, &args, "");
            let what = format!("{game} {}", args.join(" "));
            assert!(r.status.success(), "{what}: {}\n{}", r.status, r.stderr);
            assert_eq!(r.stdout.matches("GAME OVER").count(), 1, "{what}");
            assert!(r.stderr.is_empty(), "{what}: {}", r.stderr);
            assert_clean(&what, &r.stdout);
        }
    }
}

#[test]
fn every_played_game_prints_words_for_people() {
    for (i, (game, options)) in CONFIGS.iter().enumerate() {
        let mut args = options.to_vec();
        args.extend(["--play", "--opponents", "random", "--seed", "5"]);
        let what = format!("{game} {}", args.join(" "));
        let mut d = Dialog::spawn(game, &args);
        let first = d
            .prompt()
            .unwrap_or_else(|| panic!("{what}: no first prompt"));
        for command in ["?1", "board", "hand", "log 3", "help", "nonsense"] {
            d.send(command);
            let _ = d.prompt();
        }
        let choices = play_out(&mut d, first, &mut Picker::new(i as u64 + 1));
        let (status, transcript) = d.finish();
        eprintln!(
            "{what}: {choices} answers, {} lines printed",
            transcript.lines().count()
        );
        assert!(choices > 3, "{what}: only {choices} answers\n{transcript}");
        assert!(status.success(), "{what}: {status}");
        assert_eq!(transcript.matches("GAME OVER").count(), 1, "{what}");
        assert_clean(&what, &transcript);
    }
}

#[test]
fn every_card_sheet_and_help_prints_words_for_people() {
    for game in common::GAMES {
        for args in [&["--cards"][..], &["--help"][..]] {
            let r = run(game, args, "");
            assert!(r.status.success(), "{game} {args:?}");
            assert_clean(&format!("{game} {}", args.join(" ")), &r.stdout);
        }
    }
}
