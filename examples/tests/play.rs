//! Each example's `--play`, driven as a process through a whole game with
//! scripted input: garbage, `?N`, `board`, `hand`, `log`, a `cancel` in a
//! decision of several steps, and the end of input (Ctrl-D) or `q`.

mod common;

use common::{offered, play_out, run, Dialog, Picker, GAMES};

/// The heading every board of the game starts with.
fn board_heading(game: &str) -> &'static str {
    match game {
        "lets-go" => "LET'S GO! TO SPACE",
        "apogee" => "APOGEE",
        "red-planet" => "MISSION: RED PLANET",
        _ => "SPACE RACE",
    }
}

/// The prompt of the seat played.
fn prompt(game: &str) -> &'static str {
    if game == "red-planet" {
        "Red (P0)> "
    } else {
        "P0> "
    }
}

/// Answers at the first decision that refuse, explain and show, then picks
/// at random and cancels the first decision of several steps it meets;
/// returns the transcript and the exit status.
fn whole_game(game: &str, args: &[&str]) -> (std::process::ExitStatus, String, bool) {
    let mut d = Dialog::spawn(game, args);
    let first = d.prompt().expect("a first decision");
    assert!(first.contains("You play"), "{first}");
    assert!(first.contains(board_heading(game)), "{first}");
    assert!(first.contains("Your choices:"), "{first}");
    assert!(first.ends_with(prompt(game)), "{first}");
    let offer = offered(&first).expect("numbered choices");
    assert_eq!(offer.first(), Some(&1), "{first}");

    d.send("xyzzy");
    d.expect("\"xyzzy\" is neither one of your choices nor a command. Type a number:");
    d.send("999");
    d.expect("There is no choice 999 now: choose one of");
    d.send("?1");
    let explained = d.expect("Choice 1: ");
    // The choice's sentence, a blank line, then the explanation: a long
    // sentence never runs on into it.
    let block = explained
        .split("Choice 1: ")
        .nth(1)
        .and_then(|b| b.split("(Short form: ").next())
        .expect("the explanation of choice 1");
    let (sentence, explanation) = block.split_once("\n\n").expect("a blank line");
    assert!(
        !sentence.trim().is_empty() && !explanation.trim().is_empty(),
        "{block}"
    );
    assert!(explanation.starts_with("  "), "{block}");
    let short = explained
        .split("(Short form: ")
        .nth(1)
        .and_then(|s| s.split(")\n").next())
        .expect("the short form of choice 1")
        .to_string();
    d.send("? 999");
    d.expect("There is no choice 999 now");
    d.send("board");
    d.expect(board_heading(game));
    d.send("hand");
    let hand = d.expect("YOU");
    assert!(!hand.contains("Type a number"), "{hand}");
    d.send("log 3");
    d.expect("What happened so far, as you saw it:");
    d.send("help");
    d.expect("cancel, undo");
    d.send("cancel");
    d.expect("There is nothing to cancel: you have not chosen anything yet in this decision.");
    d.send("");
    d.expect("Type a number from the list, or help for the commands.");

    // Choice 1 typed in its short form; then play on at random, and cancel
    // the first decision of several steps met.
    d.send(&short);
    let mut text = d.prompt().expect("a decision after the first");
    let mut picker = Picker::new(7);
    let mut cancelled = false;
    loop {
        if !cancelled && text.contains("Your next step") {
            d.send("cancel");
            let back = d.expect("Cancelled: your last");
            assert!(
                back.contains(board_heading(game)),
                "the board again:\n{back}"
            );
            assert!(
                back.contains("Your choices:\n"),
                "from the start again:\n{back}"
            );
            assert_eq!(
                offered(&back).and_then(|o| o.first().copied()),
                Some(1),
                "{back}"
            );
            cancelled = true;
            text = back;
            continue;
        }
        let offer = offered(&text).expect("numbered choices");
        d.send(&picker.pick(&offer).to_string());
        match d.prompt() {
            Some(t) => text = t,
            None => break,
        }
    }
    let (status, transcript) = d.finish();
    (status, transcript, cancelled)
}

#[test]
fn every_game_is_played_to_its_end_in_the_terminal() {
    for game in GAMES {
        let args = ["--play", "--opponents", "random", "--seed", "2"];
        let (status, transcript, cancelled) = whole_game(game, &args);
        assert!(status.success(), "{game}: {status}");
        assert!(cancelled, "{game}: no decision of several steps to cancel");
        assert_eq!(transcript.matches("GAME OVER after").count(), 1, "{game}");
        assert!(
            transcript
                .trim_end()
                .ends_with("Thank you for playing. Goodbye."),
            "{game}"
        );
    }
}

#[test]
fn the_strongest_bots_are_the_default_opponents() {
    let mut d = Dialog::spawn(
        "lets-go",
        &["--play", "--players", "2", "--opponent-iterations", "20"],
    );
    let first = d.prompt().expect("a first decision");
    assert!(first.contains("the IS-MCTS bot"), "{first}");
    play_out(&mut d, first, &mut Picker::new(3));
    let (status, transcript) = d.finish();
    assert!(status.success(), "{status}");
    assert_eq!(transcript.matches("GAME OVER after").count(), 1);
}

#[test]
fn end_of_input_and_quit_say_goodbye_and_exit_0() {
    for game in GAMES {
        for (input, how) in [("1\n", "end of input"), ("1\nq\n", "q"), ("quit\n", "quit")] {
            let r = run(game, &["--play", "--opponents", "random"], input);
            assert!(r.status.success(), "{game} {how}: {}", r.status);
            assert!(
                r.stdout
                    .trim_end()
                    .ends_with("Goodbye: you left the game before its end."),
                "{game} {how}:\n{}",
                &r.stdout[r.stdout.len().saturating_sub(500)..]
            );
            assert!(r.stderr.is_empty(), "{game} {how}: {}", r.stderr);
        }
    }
}

#[test]
fn a_step_that_reveals_hidden_information_cannot_be_cancelled() {
    // Apogee, seed 1: at P0's first Director action, the Intervention of the
    // Nation rolls a die; the decision goes on, but cancel may not take the
    // roll back.
    let mut d = Dialog::spawn(
        "apogee",
        &["--play", "--opponents", "random", "--seed", "1"],
    );
    let mut text = d.prompt().expect("a first decision");
    let mut steps = 0;
    let intervention = loop {
        steps += 1;
        assert!(steps < 20, "no Intervention offered:\n{text}");
        let choice = text
            .lines()
            .find(|l| l.contains(". Activate the Intervention of"))
            .and_then(|l| l.trim().split('.').next())
            .and_then(|n| n.parse::<usize>().ok());
        if let Some(n) = choice {
            break n;
        }
        let offer = offered(&text).expect("numbered choices");
        d.send(&offer[0].to_string());
        text = d.prompt().expect("a decision");
    };
    d.send(&intervention.to_string());
    let after = d.expect("rolls");
    assert!(after.contains("the Nation's Intervention"), "{after}");
    d.send("cancel");
    let refused = d.expect("There is nothing to cancel: this decision starts here.");
    assert!(
        refused.contains("revealed hidden information: P0 rolls"),
        "{refused}"
    );
    d.send("q");
    let (status, transcript) = d.finish();
    assert!(status.success());
    assert!(transcript.contains("Goodbye"));
}

#[test]
fn an_action_typed_in_words_is_checked_like_a_number() {
    let mut d = Dialog::spawn(
        "lets-go",
        &["--play", "--opponents", "random", "--seed", "1"],
    );
    d.prompt().expect("a first decision");
    d.send("take #1");
    let refused =
        d.expect("\"take #1\" is refused: #1 is not face up in the Space Research Center");
    let words = refused.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("Choose one of 1 to 14"), "{refused}");
    d.send("recruit #18 to science");
    d.expect("P0 recruits #18 Tester from the Center into their Science Division");
    d.end_input();
    let (status, transcript) = d.finish();
    assert!(status.success());
    assert!(transcript
        .trim_end()
        .ends_with("Goodbye: you left the game before its end."));
}

#[test]
fn numbers_stay_with_their_action_within_a_decision() {
    // Space Race, seed 1: P0 puts cards face down one by one; each card keeps
    // its number while the others go.
    let mut d = Dialog::spawn(
        "space-race",
        &["--play", "--opponents", "random", "--seed", "1"],
    );
    let first = d.prompt().expect("a first decision");
    let line = |text: &str, n: usize| -> Option<String> {
        let mark = format!("{n:>5}. ");
        text.lines()
            .find(|l| l.starts_with(&mark))
            .map(|l| l[mark.len()..].to_string())
    };
    let offer = offered(&first).expect("numbered choices");
    assert!(offer.len() >= 3, "{first}");
    // The choice that only ends the step comes last, after the cards.
    let last = *offer.last().expect("a last choice");
    let done = line(&first, last).expect("the last choice");
    assert!(done.starts_with("Put no more cards"), "{done}");
    // The card of choice 3 (its sentence up to the count of cards left).
    let card = |s: String| s.split(" (").next().map(str::to_string);
    let keep = line(&first, 3).and_then(card).expect("choice 3");
    d.send("1");
    let next = d.prompt().expect("the next step");
    assert!(
        next.contains("Your next step (the choices still open keep their numbers):"),
        "{next}"
    );
    assert_eq!(line(&next, 3).and_then(card), Some(keep), "{next}");
    assert_eq!(line(&next, 1), None, "{next}");
    let still = line(&next, last).expect("the same number");
    assert!(still.starts_with("Put no more cards"), "{next}");
    d.send("1");
    d.expect("There is no choice 1 now");
    d.send("q");
    let (status, _) = d.finish();
    assert!(status.success());
}
