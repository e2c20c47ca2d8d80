//! The bench's command line: `--game` picks games by name, and a name
//! that matches none is refused with exit 2 and a sentence.

mod common;

use common::run;

#[test]
fn the_bench_names_the_games_it_can_pick() {
    let r = run("bench", &["--game", "chess"], "");
    assert_eq!(r.status.code(), Some(2), "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert!(
        r.stderr.starts_with(
            "error: no game is named like \"chess\": try high card, let's go, red planet, \
             space race or apogee"
        ),
        "{}",
        r.stderr
    );
    common::assert_clean("bench --game chess", &r.stderr);

    // A part of a name, in any case, picks that game's rows only.
    let r = run("bench", &["--quick", "--game", "LET'S GO"], "");
    assert_eq!(r.status.code(), Some(0), "{}", r.stderr);
    let rows: Vec<&str> = r.stdout.lines().skip(1).collect();
    assert_eq!(rows.len(), 3, "{}", r.stdout);
    assert!(
        rows.iter().all(|l| l.starts_with("Let's Go! To Space")),
        "{}",
        r.stdout
    );
}
