//! The conformance kit, proven on the toy game: the sound game passes every
//! check, and each deliberately broken variant is caught by the right check.

use cardgame_core::testkit::toy::{Bug, Config, HighCard};
use cardgame_core::testkit::{random_playout, Conformance};
use cardgame_core::{Game, PlayerId, Replay};

fn config(seats: usize, bug: Bug) -> Config {
    Config { seats, bug }
}

#[test]
fn sound_toy_passes_the_whole_kit() {
    Conformance::<HighCard>::new(vec![
        config(2, Bug::None),
        config(3, Bug::None),
        config(4, Bug::None),
    ])
    .cases(24)
    .with_serde()
    .run();
}

#[test]
#[should_panic(expected = "leak")]
fn kit_catches_a_leaking_observation() {
    Conformance::<HighCard>::new(vec![config(3, Bug::LeakHands)])
        .cases(8)
        .run();
}

#[test]
#[should_panic(expected = "atomic")]
fn kit_catches_a_non_atomic_rejection() {
    Conformance::<HighCard>::new(vec![config(2, Bug::NonAtomic)])
        .cases(8)
        .run();
}

#[test]
#[should_panic(expected = "determinism")]
fn kit_catches_nondeterminism() {
    Conformance::<HighCard>::new(vec![config(2, Bug::NonDeterministic)])
        .cases(8)
        .run();
}

#[test]
#[should_panic(expected = "serde")]
fn kit_catches_a_lossy_serde_round_trip() {
    Conformance::<HighCard>::new(vec![config(2, Bug::LossySerde)])
        .cases(8)
        .with_serde()
        .run();
}

#[test]
#[should_panic(expected = "legal")]
fn kit_catches_legal_actions_that_validate_refuses() {
    Conformance::<HighCard>::new(vec![config(4, Bug::LegalMismatch)])
        .cases(16)
        .run();
}

#[test]
#[should_panic(expected = "never varied hidden information")]
fn kit_catches_a_determinizer_that_varies_nothing() {
    Conformance::<HighCard>::new(vec![config(3, Bug::NoVariation)])
        .cases(8)
        .run();
}

#[test]
#[should_panic(expected = "not re-keyed")]
fn kit_catches_a_determinizer_that_keeps_the_rng() {
    Conformance::<HighCard>::new(vec![config(3, Bug::SameRng)])
        .cases(8)
        .run();
}

#[test]
#[should_panic(expected = "decision bound")]
fn kit_catches_a_game_that_never_ends() {
    Conformance::<HighCard>::new(vec![config(2, Bug::Endless)])
        .cases(8)
        .run();
}

#[test]
fn failures_print_a_replay() {
    let r = std::panic::catch_unwind(|| {
        Conformance::<HighCard>::new(vec![config(3, Bug::LeakHands)])
            .cases(4)
            .run();
    });
    let msg = match r {
        Err(e) => e.downcast_ref::<String>().cloned().unwrap_or_default(),
        Ok(()) => String::new(),
    };
    assert!(msg.contains("replay: seed"), "{msg}");
    assert!(msg.contains("actions ["), "{msg}");
}

#[test]
fn random_playout_reaches_the_end_and_replays() {
    for seed in 0..20 {
        let p = random_playout::<HighCard>(&config(3, Bug::None), seed).expect("plays to the end");
        assert!(p.state.outcome().is_some());
        let mut replay = Replay::new::<HighCard>(&config(3, Bug::None), seed);
        let mut g = HighCard::new(&config(3, Bug::None), seed).expect("setup");
        for (who, a) in &p.actions {
            g.apply(*who, a).expect("recorded action is legal");
            replay.push(*who, a, &g);
        }
        let rebuilt: HighCard = replay.rebuild().expect("replays");
        assert_eq!(rebuilt, p.state);
    }
}

#[test]
fn replay_reports_the_first_divergence() {
    let cfg = config(2, Bug::None);
    let p = random_playout::<HighCard>(&cfg, 5).expect("plays");
    let mut replay = Replay::new::<HighCard>(&cfg, 5);
    let mut g = HighCard::new(&cfg, 5).expect("setup");
    for (who, a) in &p.actions {
        g.apply(*who, a).expect("legal");
        replay.push(*who, a, &g);
    }
    replay.hashes[3] ^= 1;
    match replay.rebuild::<HighCard>() {
        Err(cardgame_core::ReplayError::Diverged { step, .. }) => assert_eq!(step, 3),
        other => panic!("expected a divergence at step 3, got {other:?}"),
    }
    replay.hashes[3] ^= 1;
    replay.actions[0].0 = PlayerId(7);
    assert!(matches!(
        replay.rebuild::<HighCard>(),
        Err(cardgame_core::ReplayError::Refused { step: 0, .. })
    ));
    replay.ruleset_version += 1;
    assert!(matches!(
        replay.rebuild::<HighCard>(),
        Err(cardgame_core::ReplayError::Version { .. })
    ));
}

#[test]
fn setup_refuses_a_bad_seat_count() {
    let e = HighCard::new(&config(5, Bug::None), 1).expect_err("5 seats refused");
    assert!(e.to_string().contains("2 to 4 seats"), "{e}");
}

#[test]
fn random_bot_picks_only_legal_actions() {
    use cardgame_core::{Bot, GameRng, RandomBot, SeatView, Viewer};
    let g = HighCard::new(&config(2, Bug::None), 8).expect("setup");
    let legal = g.legal_actions(PlayerId(0));
    let obs = g.observe(Viewer::Seat(PlayerId(0)));
    let mut rng = GameRng::from_u64(1);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..200 {
        let view = SeatView::<HighCard>::new(PlayerId(0), &obs, &legal);
        let a = RandomBot.choose(&view, &mut rng).expect("a choice");
        assert!(legal.contains(&a));
        seen.insert(a);
    }
    assert_eq!(
        seen.len(),
        legal.len(),
        "every legal action is chosen sometimes"
    );
    let empty = SeatView::<HighCard>::new(PlayerId(0), &obs, &[]);
    assert_eq!(RandomBot.choose(&empty, &mut rng), None);
    let mut boxed: Box<dyn Bot<HighCard>> = Box::new(RandomBot);
    assert_eq!(boxed.name(), "random");
    let view = SeatView::<HighCard>::new(PlayerId(0), &obs, &legal);
    assert!(legal.contains(&boxed.choose(&view, &mut rng).expect("a choice")));
}

#[test]
fn perft_counts_simultaneous_commits() {
    use cardgame_core::testkit::perft;
    let g = HighCard::new(&config(2, Bug::None), 1).expect("setup");
    // Each seat holds 3 cards: 6 first decisions; after one commit the other
    // seat has 3 choices (2 * 3 * 3 = 18 sequences of two).
    assert_eq!(perft(&g, 1), 6);
    assert_eq!(perft(&g, 2), 18);
}

#[test]
fn transcript_text_narrates_every_action_and_event() {
    use cardgame_core::testkit::transcript_text;
    let cfg = config(2, Bug::None);
    let p = random_playout::<HighCard>(&cfg, 2).expect("plays");
    let mut replay = Replay::new::<HighCard>(&cfg, 2);
    replay.actions = p.actions.clone();
    let text = transcript_text::<HighCard>(&replay).expect("replays");
    assert_eq!(
        text.lines().filter(|l| !l.starts_with("    ")).count(),
        p.actions.len() + 1
    );
    assert!(text.contains("wins the trick") || text.contains("nobody wins"));
    assert!(
        text.contains("only] ")
            && text
                .lines()
                .last()
                .is_some_and(|l| l.starts_with("outcome:"))
    );
    replay.actions[0].0 = PlayerId(3);
    assert!(transcript_text::<HighCard>(&replay).is_err());
}

// ---- the mutation check ----

#[test]
fn mutation_check_passes_on_the_sound_toy() {
    use cardgame_core::testkit::mutation;
    let configs = [
        config(2, Bug::None),
        config(3, Bug::None),
        config(4, Bug::None),
    ];
    let r = mutation::check::<HighCard>(&configs, 11, 1024);
    assert_eq!(r.configs, 3);
    assert!(r.tried >= 3 * 1024, "{r}");
    assert_eq!(r.tried, r.refused + r.sound, "{r}");
    // Both outcomes occur: the check is not vacuous either way.
    assert!(r.refused > r.tried / 10, "{r}");
    assert!(r.sound > r.tried / 10, "{r}");
    assert!(r.decisions > r.sound, "{r}");
    // Deterministic for a seed.
    assert_eq!(mutation::check::<HighCard>(&configs, 11, 1024), r);
    assert_ne!(mutation::check::<HighCard>(&configs, 12, 1024), r);
}

#[test]
#[should_panic(expected = "an accepted mutant is unsound: invariant")]
fn mutation_check_catches_a_deserializer_that_does_not_validate() {
    cardgame_core::testkit::mutation::check::<HighCard>(
        &[config(3, Bug::UncheckedDeserialize)],
        1,
        512,
    );
}

#[test]
#[should_panic(expected = "to_act")]
fn mutation_check_catches_an_invariant_that_misses_a_field() {
    cardgame_core::testkit::mutation::check::<HighCard>(&[config(2, Bug::LaxWinner)], 1, 8192);
}

#[test]
fn mutation_failures_say_how_to_reproduce() {
    let r = std::panic::catch_unwind(|| {
        cardgame_core::testkit::mutation::check::<HighCard>(
            &[config(2, Bug::UncheckedDeserialize)],
            3,
            512,
        );
    });
    let msg = match r {
        Err(e) => e.downcast_ref::<String>().cloned().unwrap_or_default(),
        Ok(_) => String::new(),
    };
    for part in [
        "config Config { seats: 2",
        "game seed ",
        ", step ",
        "random_playout(config, ",
        " -> ",
        "playout from the mutant: seed ",
        "mutation::check::<High Card>(&configs, 3, 512)",
    ] {
        assert!(msg.contains(part), "{part:?} missing from:\n{msg}");
    }
}

#[test]
fn the_kit_runs_the_mutation_check() {
    Conformance::<HighCard>::new(vec![config(2, Bug::None)])
        .cases(2)
        .with_serde()
        .with_mutations(256)
        .run();
}

#[test]
#[should_panic(expected = "mutation check")]
fn the_kit_catches_an_unsound_deserializer() {
    Conformance::<HighCard>::new(vec![config(2, Bug::UncheckedDeserialize)])
        .cases(2)
        .with_serde()
        .with_default_mutations()
        .run();
}

#[test]
fn a_deserialized_state_is_validated() {
    let g = HighCard::new(&config(2, Bug::None), 4).expect("setup");
    let json = serde_json::to_string(&g).expect("serializes");
    let back: HighCard = serde_json::from_str(&json).expect("round trip");
    assert_eq!(back, g);
    let bad = json.replace("\"seats\":2", "\"seats\":7");
    assert!(serde_json::from_str::<HighCard>(&bad).is_err());
}

// ---- the codec check ----

#[test]
fn codec_check_passes_on_the_toy_actions() {
    use cardgame_core::testkit::codec;
    let r = codec::check_serde::<HighCard>();
    assert_eq!(r.indices, 26);
    assert!(r.beyond > 1000, "{r:?}");
    assert!(r.texts > 26 * 10 && r.texts_parsed > 0, "{r:?}");
    assert!(r.json > 24 && r.json_parsed > 0, "{r:?}");
    assert_eq!(codec::check::<HighCard>().texts, r.texts);
}

#[test]
#[should_panic(expected = "the codec clamps or aliases")]
fn codec_check_catches_a_clamping_codec() {
    cardgame_core::testkit::codec::check_action::<cardgame_core::testkit::toy::ClampingAction>();
}

#[test]
fn toy_actions_refuse_cards_beyond_the_deck() {
    use cardgame_core::testkit::toy::Action;
    assert_eq!("play 23".parse::<Action>(), Ok(Action::Play(23)));
    assert!("play 24".parse::<Action>().is_err());
    assert!("play 255".parse::<Action>().is_err());
    assert!(serde_json::from_str::<Action>("{\"Play\":24}").is_err());
    assert_eq!(
        serde_json::from_str::<Action>("{\"Play\":3}").ok(),
        Some(Action::Play(3))
    );
}

// ---- the soak runner ----

#[test]
fn soak_plays_fixed_and_fresh_seeds_until_enough_decisions() {
    use cardgame_core::testkit::soak;
    let configs = [config(2, Bug::None), config(4, Bug::None)];
    let r = soak::run_with::<HighCard>(&configs, 2_000, &[1, 2, 3], None);
    assert!(r.decisions >= 2_000, "{r}");
    assert_eq!(r.fixed_seeds, 3);
    assert!(r.random_seeds > 0);
    assert_eq!(r.games, 2 * (r.fixed_seeds + r.random_seeds));
    // Fresh seeds differ from run to run.
    let again = soak::run_with::<HighCard>(&configs, 2_000, &[1, 2, 3], None);
    assert!(again.random_seeds > 0);
}

#[test]
fn soak_plays_only_the_fixed_seeds_when_they_are_enough() {
    use cardgame_core::testkit::soak;
    let r = soak::run_with::<HighCard>(&[config(3, Bug::None)], 1, &[5, 6], None);
    assert_eq!((r.games, r.fixed_seeds, r.random_seeds), (2, 2, 0));
    let again = soak::run_with::<HighCard>(&[config(3, Bug::None)], 1, &[5, 6], None);
    assert_eq!(
        again.decisions, r.decisions,
        "fixed seeds replay the same games"
    );
}

#[test]
fn soak_replays_one_seed_alone() {
    use cardgame_core::testkit::soak;
    let configs = [config(2, Bug::None), config(3, Bug::None)];
    let r = soak::run_with::<HighCard>(&configs, 1_000_000, &[1, 2], Some(77));
    assert_eq!((r.games, r.fixed_seeds, r.random_seeds), (2, 0, 1));
    let again = soak::run_with::<HighCard>(&configs, 0, &[], Some(77));
    assert_eq!(again.decisions, r.decisions);
}

#[test]
#[should_panic(expected = "SOAK_SEED=")]
fn soak_catches_a_game_that_never_ends() {
    cardgame_core::testkit::soak::run_with::<HighCard>(
        &[config(2, Bug::Endless)],
        1_000,
        &[],
        None,
    );
}

#[test]
#[should_panic(expected = "apply: listed action P")]
fn soak_catches_a_listed_action_that_is_refused() {
    cardgame_core::testkit::soak::run_with::<HighCard>(
        &[config(4, Bug::LegalMismatch)],
        20_000,
        &[],
        None,
    );
}

// ---- the fuzz harness ----

#[test]
fn fuzz_harness_accepts_real_states_and_refuses_noise() {
    use cardgame_core::testkit::fuzz;
    let inputs = fuzz::seed_inputs::<HighCard>(&[config(2, Bug::None), config(4, Bug::None)], 9, 3);
    assert!(inputs.len() >= 6, "{}", inputs.len());
    for input in &inputs {
        let (json, _, _) = fuzz::decode(input);
        assert!(serde_json::from_slice::<HighCard>(json).is_ok());
        fuzz::state_and_actions::<HighCard>(input);
        let mut odd = input.clone();
        odd.push(7);
        fuzz::state_and_actions::<HighCard>(&odd);
    }
    for noise in [
        &b""[..],
        b"\x05",
        b"\x03\x00abc",
        b"\xff\xff{\"config\":1}\x01\x02",
    ] {
        fuzz::state_and_actions::<HighCard>(noise);
    }
    let e = fuzz::encode("{}", &[1, 515], true);
    assert_eq!(e, vec![2, 0, b'{', b'}', 1, 0, 3, 2, 0]);
    assert_eq!(fuzz::decode(&e), (&b"{}"[..], vec![1, 515], true));
}

#[test]
#[should_panic(expected = "fuzz: an accepted state is unsound")]
fn fuzz_harness_catches_an_unsound_accepted_state() {
    use cardgame_core::testkit::fuzz;
    let g = HighCard::new(&config(2, Bug::UncheckedDeserialize), 1).expect("setup");
    let json = serde_json::to_string(&g).expect("serializes");
    // Card 0 appears twice: in the discard and wherever it already was.
    let json = json.replace("\"discard\":[]", "\"discard\":[0]");
    fuzz::state_and_actions::<HighCard>(&fuzz::encode(&json, &[0, 1, 2], false));
}
