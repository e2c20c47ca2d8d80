//! The narration: the setup narrated, one line per event from the viewer's
//! side (never both sides of a secret event), a header per turn or round,
//! and the result once.

mod common;

use common::{run, GAMES};

#[test]
fn a_watched_game_shows_secret_events_from_the_public_side_only() {
    let r = run("lets-go", &["--bots", "random"], "");
    assert!(r.status.success());
    let out = &r.stdout;
    assert!(out.contains("  P0 is dealt a secret card\n"), "{out}");
    assert!(out.contains("draws a secret card from the deck"), "{out}");
    assert!(
        !out.contains("(secret)"),
        "a secret shown to the spectator:\n{out}"
    );
    assert!(
        !out.contains(" only]") && !out.contains("[all but"),
        "{out}"
    );
}

#[test]
fn a_played_game_shows_the_players_secrets_and_only_theirs() {
    let r = run(
        "lets-go",
        &["--play", "--opponents", "random", "--seat", "1"],
        "",
    );
    assert!(r.status.success());
    let out = &r.stdout;
    let secrets: Vec<&str> = out.lines().filter(|l| l.ends_with("(secret)")).collect();
    assert!(!secrets.is_empty(), "{out}");
    assert!(
        secrets.iter().all(|l| l.starts_with("  P1 ")),
        "{secrets:?}"
    );
    assert!(out.contains("  P0 is dealt a secret card\n"), "{out}");
    assert!(
        !out.contains("P1 is dealt a secret card"),
        "both sides of P1's deal:\n{out}"
    );
}

#[test]
fn the_setup_is_narrated_and_turns_have_headers() {
    let heads = [
        ("lets-go", "Setup for 3 players", "\n\n— Turn 1: "),
        (
            "apogee",
            "Setup: 3 players on Mission 1",
            "\n\n--- Turn 1 ---\n",
        ),
        (
            "red-planet",
            "Setup: 4 players on board configuration 1",
            "\n\nRound 1 begins",
        ),
        (
            "space-race",
            "Setup for 3 seats",
            "\n\n== Round 1 of 7 — Phase 1: Manage the Agency ==\n",
        ),
    ];
    for (game, setup, header) in heads {
        let r = run(game, &[], "");
        assert!(r.status.success(), "{game}");
        let setup_at = r
            .stdout
            .find(setup)
            .unwrap_or_else(|| panic!("{game}: no setup"));
        let header_at = r
            .stdout
            .find(header)
            .unwrap_or_else(|| panic!("{game}: no header"));
        assert!(setup_at < header_at, "{game}");
    }
}

#[test]
fn the_result_is_printed_once_and_explained() {
    for game in GAMES {
        let r = run(game, &["--bots", "random", "--seed", "4"], "");
        assert!(r.status.success(), "{game}");
        let out = &r.stdout;
        assert_eq!(out.matches("GAME OVER").count(), 1, "{game}");
        assert_eq!(out.matches("Standings").count(), 1, "{game}");
        // The game's own game-over line is not repeated before it.
        let before = &out[..out.find("GAME OVER").unwrap_or(0)];
        assert!(!before.contains("Game over"), "{game}: the result twice");
        let after = &out[out.find("GAME OVER").unwrap_or(0)..];
        assert!(
            after.contains(" wins") || after.contains("Nobody wins") || after.contains("lose"),
            "{game}: who won is not said:\n{after}"
        );
    }
}

#[test]
fn red_planet_names_seats_by_colour_as_the_narration_does() {
    let r = run("red-planet", &[], "");
    let after = &r.stdout[r.stdout.find("GAME OVER").unwrap_or(0)..];
    for name in ["Red (P0)", "Blue (P1)", "Yellow (P2)", "Green (P3)"] {
        assert!(after.contains(name), "{name}:\n{after}");
    }
}

#[test]
fn the_two_player_red_planet_says_why_both_players_lose() {
    let r = run(
        "red-planet",
        &["--players", "2", "--bots", "random", "--seed", "1"],
        "",
    );
    assert!(r.status.success());
    assert!(
        r.stdout
            .contains("Both players lose: the neutral colour Yellow has the highest score"),
        "{}",
        r.stdout
    );
}

#[test]
fn a_shared_win_is_said_to_be_shared() {
    let r = run("apogee", &["--seed", "9"], "");
    assert!(r.status.success());
    assert!(
        r.stdout
            .contains("P0 and P1 share the win: they fulfilled the Mission in the same turn"),
        "{}",
        r.stdout
    );
}
