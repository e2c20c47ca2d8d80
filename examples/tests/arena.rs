//! The arena's command line: Space Race's AI seats play by the rules and
//! make a row of their own; what it cannot play is refused with exit 2
//! and a sentence.

mod common;

use common::{run, Run};

/// Runs the arena with the words of `args`.
fn arena(args: &str) -> Run {
    let args: Vec<&str> = args.split_whitespace().collect();
    run("arena", &args, "")
}

/// The table's row for `name`: its games column.
fn games_of(table: &str, name: &str) -> Option<u64> {
    let line = table.lines().find(|l| l.starts_with(name))?;
    line[name.len()..].split_whitespace().next()?.parse().ok()
}

#[test]
fn space_race_ai_seats_are_played_by_the_rules() {
    let r =
        arena("--game space-race --players 3 --ai 1 --bots greedy,random --games 6 --threads 1");
    assert_eq!(r.status.code(), Some(0), "{}", r.stderr);
    for name in ["greedy", "random", "AI seats (rules)"] {
        assert_eq!(games_of(&r.stdout, name), Some(6), "{name}:\n{}", r.stdout);
    }
    common::assert_clean("arena with AI seats", &r.stdout);
}

#[test]
fn the_arena_refuses_what_it_cannot_play() {
    let cases = [
        (
            "--game lets-go --bots greedy,random --games 0",
            "error: invalid value '0' for '--games <GAMES>': expected a whole number from 1 to",
        ),
        (
            "--game lets-go --bots greedy,random --threads 0",
            "expected a whole number from 1 to 256",
        ),
        (
            "--game space-race --players 3 --ai 1 --bots greedy,random,random",
            "arena: --bots names 3 bot(s) but the game has 2 seats for bots (3 seats, 1 of them \
             an AI seat the rules play): name one bot per seat that is not an AI seat",
        ),
        (
            "--game red-planet --players 3 --bots greedy,random",
            "arena: --bots names 2 bot(s) but the game has 3 seats: name one bot per seat",
        ),
    ];
    for (args, says) in cases {
        let r = arena(args);
        assert_eq!(r.status.code(), Some(2), "{args}: {}", r.stderr);
        assert!(r.stdout.is_empty(), "{args} printed: {}", r.stdout);
        // The sentence, wherever it is wrapped.
        let flat = r.stderr.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains(says),
            "{args} should say {says:?}:\n{}",
            r.stderr
        );
        common::assert_clean(&format!("arena {args}"), &r.stderr);
    }
}

#[test]
fn the_arena_help_reads_in_100_columns() {
    let r = arena("--help");
    assert_eq!(r.status.code(), Some(0), "{}", r.stderr);
    for says in [
        "--bots <BOTS>",
        "name no bot for them",
        "[default: ismcts:1000,random]",
    ] {
        assert!(r.stdout.contains(says), "{says}:\n{}", r.stdout);
    }
    common::assert_clean("arena --help", &r.stdout);
}
