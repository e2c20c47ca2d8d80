//! No panics on any action in any state, refusals that change nothing, bad
//! JSON states refused, and an action codec that round-trips.

use lets_go_rules::cardgame_core::testkit::random_playout;
use lets_go_rules::{Action, ActionCodec, Config, Game, LetsGo, PlayerId, ACTION_SPACE};

/// Every action index, for every seat, at every fourth state of random
/// games: applying it unchecked never panics, and a refused `apply` leaves
/// the state unchanged (equal, with the same state hash).
#[test]
fn every_action_index_at_many_states_is_applied_or_refused_without_change() {
    let mut tried = 0u32;
    let mut refused_unchanged = 0u32;
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let config = Config::new(players);
        let playout = random_playout::<LetsGo>(&config, seed).expect("playout");
        let mut g = LetsGo::new(&config, seed).expect("setup");
        for (step, (seat, action)) in playout.actions.iter().enumerate() {
            if step % 4 == 0 {
                for q in PlayerId::all(usize::from(players)) {
                    for i in 0..ACTION_SPACE {
                        let a = Action::from_index(i).expect("an index of the space");
                        let mut c = g.clone();
                        c.apply_unchecked(q, &a, &mut ());
                        let _ = c.legal_actions(q);
                        let _ = c.outcome();
                        tried += 1;
                        let mut d = g.clone();
                        match d.apply(q, &a) {
                            Ok(()) => assert_eq!(d.validate_state(), Ok(()), "after {q}: {a}"),
                            Err(e) => {
                                assert_eq!(d, g, "a refused {a} changed the state");
                                assert_eq!(d.state_hash(), g.state_hash());
                                assert!(!e.to_string().is_empty());
                                refused_unchanged += 1;
                            }
                        }
                    }
                }
            }
            g.apply(*seat, action).expect("recorded action");
        }
    }
    assert!(tried > 100_000, "{tried} actions tried");
    assert!(refused_unchanged > 90_000, "{refused_unchanged} refusals");
}

#[cfg(feature = "serde")]
#[test]
fn a_tampered_json_state_is_a_clear_error() {
    let g = LetsGo::new(&Config::new(3), 5).expect("valid config");
    let json = serde_json::to_value(&g).expect("serializes");
    let back: LetsGo = serde_json::from_value(json.clone()).expect("round trip");
    assert_eq!(back, g);

    // Give P0 a second blue token: Research tokens are no longer conserved.
    let mut value = json.clone();
    value["tokens"][0][0] = serde_json::json!(2);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(
        err.to_string().contains("Research tokens are conserved"),
        "{err}"
    );

    // A card in two places.
    let mut value = json.clone();
    let in_center = value["center"][0].clone();
    value["deck"].as_array_mut().expect("deck").push(in_center);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(err.to_string().contains("exactly one zone"), "{err}");

    // Card numbers are 1 to 60, as in text.
    for bad in [0, 61, 255, -1] {
        let mut value = json.clone();
        value["center"][0] = serde_json::json!(bad);
        assert!(serde_json::from_value::<LetsGo>(value).is_err(), "{bad}");
    }

    // A current player who is not a seat, an unknown Project, a bad stage.
    let mut value = json.clone();
    value["current"] = serde_json::json!(7);
    assert!(serde_json::from_value::<LetsGo>(value).is_err());
    let mut value = json.clone();
    value["projects"][0]["project"] = serde_json::json!("sputnik-2");
    assert!(serde_json::from_value::<LetsGo>(value).is_err());
    let mut value = json;
    value["stage"] = serde_json::json!("Claiming");
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(err.to_string().contains("several are met"), "{err}");
}

#[test]
fn every_action_index_and_text_round_trips() {
    let g = LetsGo::new(&Config::new(2).with_first_player(PlayerId(0)), 1).expect("valid config");
    assert_eq!(<Action as ActionCodec>::SPACE, ACTION_SPACE);
    for i in 0..ACTION_SPACE {
        let a = <Action as ActionCodec>::from_index(i).expect("an action");
        assert_eq!(a.to_index(), i);
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{a}");
    }
    assert_eq!(<Action as ActionCodec>::from_index(ACTION_SPACE), None);
    for bad in [
        "",
        "take 7",
        "take #0",
        "take #61",
        "recruit #7 science",
        "pay pink",
        "end",
        "draw now",
    ] {
        let e = bad.parse::<Action>().expect_err(bad);
        assert_eq!(e.text(), bad);
        assert!(e.to_string().contains("\"end turn\""), "{e}");
    }
    assert!(g.legal_mask(PlayerId(1)).iter().all(|&m| !m));
}

/// The codec is strict: only the canonical text of an action of the index
/// space is read (no alias, no leading zero, no extra space), so for every
/// text accepted, text → action → text and action → index → action give it
/// back; checked over every action's text and over mutations of them.
#[test]
fn only_canonical_texts_are_read_and_they_round_trip() {
    for bad in [
        "pay engineering",
        "use blue",
        "skill purple",
        "recruit #7 to red",
        "take #07",
        "take #+7",
        "take  #7",
        " draw",
        "draw ",
        "end\tturn",
        "Take #7",
        "claim Vostok-1",
        "claim vostok 1",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?} is not canonical");
    }
    let mut rng = lets_go_rules::cardgame_core::GameRng::from_u64(2024);
    let alphabet: Vec<char> = " #0123456789abcdeglnoprstuy-\t".chars().collect();
    let mut accepted = 0u32;
    let mut mutants = 0u32;
    for i in 0..ACTION_SPACE {
        let a = Action::from_index(i).expect("an index of the space");
        let text = a.to_string();
        for _ in 0..40 {
            let mut chars: Vec<char> = text.chars().collect();
            let at = rng.below(chars.len() as u32 + 1) as usize;
            let c = alphabet[rng.below(alphabet.len() as u32) as usize];
            match rng.below(4) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 if at < chars.len() => chars[at] = c,
                2 => chars.insert(at, c),
                _ => {
                    let cut = rng.below(chars.len() as u32 + 1) as usize;
                    chars.truncate(cut);
                }
            }
            let mutant: String = chars.into_iter().collect();
            mutants += 1;
            match mutant.parse::<Action>() {
                Ok(b) => {
                    accepted += 1;
                    assert_eq!(b.to_string(), mutant, "text -> action -> text");
                    assert_eq!(Action::from_index(b.index()), Some(b), "{mutant}");
                    assert!(b.index() < ACTION_SPACE);
                }
                Err(e) => assert_eq!(e.text(), mutant),
            }
        }
    }
    assert!(
        mutants > 15_000 && accepted > 100,
        "{accepted} of {mutants}"
    );
}

/// Serde reads exactly the actions of the index space: every action
/// round-trips, and values beyond it are refused.
#[cfg(feature = "serde")]
#[test]
fn json_actions_are_exactly_the_index_space() {
    for i in 0..ACTION_SPACE {
        let a = Action::from_index(i).expect("an index of the space");
        let json = serde_json::to_string(&a).expect("serializes");
        let back: Action = serde_json::from_str(&json).expect(&json);
        assert_eq!(back, a);
        assert_eq!(back.index(), i);
    }
    for bad in [
        r#"{"Take":0}"#,
        r#"{"Take":61}"#,
        r#"{"Take":-1}"#,
        r#"{"Take":256}"#,
        r#"{"Return":100}"#,
        r#"{"Use":"Blue"}"#,
        r#"{"Pay":5}"#,
        r#"{"Claim":"sputnik-2"}"#,
        r#"{"Claim":3}"#,
        r#"{"Recruit":{"card":7}}"#,
        r#"{"Recruit":{"card":7,"division":"Science","extra":1}}"#,
        r#""Skip""#,
        r#"{"Draw":1}"#,
    ] {
        assert!(serde_json::from_str::<Action>(bad).is_err(), "{bad}");
    }
}

// ------------------------------------------------------------ soundness

/// Whether a state the crate accepted is sound: its invariants hold, every
/// seat to act has a legal action and no other seat has one, every listed
/// action applies and keeps the invariants, every viewer's observation and
/// determinization can be taken, and a random playout from it ends within
/// the decision bound with the invariants holding at every step.
fn sound(g: &LetsGo, seed: u64) -> Result<(), String> {
    use lets_go_rules::cardgame_core::GameRng;
    use lets_go_rules::{Determinize, Viewer};

    g.validate_state()
        .map_err(|e| format!("accepted but invalid: {e}"))?;
    let to_act = g.to_act();
    for p in PlayerId::all(g.num_players()) {
        let legal = g.legal_actions(p);
        if to_act.contains(p) && legal.is_empty() {
            return Err(format!("{p} is to act with no legal action"));
        }
        if !to_act.contains(p) && !legal.is_empty() {
            return Err(format!("{p} is not to act but may play {}", legal[0]));
        }
        for a in &legal {
            let mut next = g.clone();
            next.apply(p, a)
                .map_err(|e| format!("listed {p}: {a} is refused: {e}"))?;
            next.validate_state()
                .map_err(|e| format!("listed {p}: {a} breaks the state: {e}"))?;
        }
    }
    let mut rng = GameRng::from_u64(seed);
    let _ = g.observe(Viewer::Spectator).to_string();
    g.determinize(Viewer::Spectator, &mut rng)
        .validate_state()
        .map_err(|e| format!("a world sampled for the spectator is invalid: {e}"))?;
    for p in PlayerId::all(g.num_players()) {
        let _ = g.observe(Viewer::Seat(p)).to_string();
        let d = g.determinize(Viewer::Seat(p), &mut rng);
        d.validate_state()
            .map_err(|e| format!("a world sampled for {p} is invalid: {e}"))?;
    }
    let mut play = g.clone();
    let mut decisions = 0u64;
    while let Some(p) = play.to_act().first() {
        let legal = play.legal_actions(p);
        let Some(&a) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
            return Err(format!("after {decisions} decisions {p} is stuck"));
        };
        play.apply(p, &a)
            .map_err(|e| format!("after {decisions} decisions {p}: {a} is refused: {e}"))?;
        play.validate_state()
            .map_err(|e| format!("after {decisions} decisions {p}: {a} breaks: {e}"))?;
        decisions += 1;
        if decisions > g.decision_bound() {
            return Err("the game does not end within its decision bound".into());
        }
    }
    Ok(())
}

/// A position read from `value`, if the crate accepts it, checked sound.
#[cfg(feature = "serde")]
fn accepted_is_sound(value: &serde_json::Value, seed: u64) -> Result<bool, String> {
    match serde_json::from_value::<LetsGo>(value.clone()) {
        Ok(g) => sound(&g, seed).map(|()| true),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            Ok(false)
        }
    }
}

/// Ruling-free reproduction of issue 11 for Let's Go: a normal recruitment
/// being paid for whose `tokens_due` is raised from 0 to 1. Research tokens
/// of any colour are only ever owed to an ability used instead of the
/// action (10, 22, 34), so the position is refused.
#[test]
fn a_payment_owing_tokens_is_tied_to_an_ability_that_asks_for_them() {
    use lets_go_rules::Stage;
    let mut g = LetsGo::new(&Config::new(2), 7).expect("setup");
    g.apply(
        PlayerId(0),
        &"recruit #29 to science".parse().expect("text"),
    )
    .expect("legal");
    let mut raw = g.clone().into_raw();
    let Stage::Paying(pay) = &mut raw.stage else {
        panic!("paying for #29");
    };
    pay.tokens_due = 1;
    let refused = LetsGo::try_from(raw).expect_err("a normal recruitment owes no tokens");
    assert!(refused.to_string().contains("tokens"), "{refused}");
    assert_eq!(sound(&g, 1), Ok(()));
}

/// The same edit through JSON (`/stage/Paying/tokens_due` 0 → 1).
#[cfg(feature = "serde")]
#[test]
fn a_json_payment_owing_tokens_without_an_ability_is_refused() {
    let mut g = LetsGo::new(&Config::new(2), 7).expect("setup");
    g.apply(
        PlayerId(0),
        &"recruit #29 to science".parse().expect("text"),
    )
    .expect("legal");
    let mut value = serde_json::to_value(&g).expect("serializes");
    value["stage"]["Paying"]["tokens_due"] = serde_json::json!(1);
    assert!(serde_json::from_value::<LetsGo>(value).is_err());
}

/// JSON mutations of states at random steps of random games (numbers set to
/// other values, negative and huge ones included; booleans flipped; values
/// replaced by the same field of another state; array items deleted,
/// duplicated or swapped, seats' values among them; object fields deleted;
/// the text truncated): every mutant is refused or sound.
#[cfg(feature = "serde")]
#[test]
fn every_mutated_json_state_is_refused_or_sound() {
    use lets_go_rules::cardgame_core::GameRng;
    use serde_json::Value;

    let mut tried = 0u32;
    let mut accepted = 0u32;
    let mut failures = Vec::new();
    for (players, seed) in [(2u8, 11u64), (3, 12), (4, 13), (2, 14), (3, 15)] {
        let config = Config::new(players).with_stall_rounds(2);
        let playout = random_playout::<LetsGo>(&config, seed).expect("playout");
        // A pool of states of this game, at every step.
        let mut pool: Vec<Value> = Vec::new();
        let mut g = LetsGo::new(&config, seed).expect("setup");
        pool.push(serde_json::to_value(&g).expect("serializes"));
        for (p, a) in &playout.actions {
            g.apply(*p, a).expect("recorded action");
            pool.push(serde_json::to_value(&g).expect("serializes"));
        }
        let mut rng = GameRng::from_u64(seed);
        let per_game: u32 = std::env::var("LETS_GO_MUTANTS")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(700);
        for _ in 0..per_game {
            let base = &pool[rng.below(pool.len() as u32) as usize];
            let other = &pool[rng.below(pool.len() as u32) as usize];
            let mutant = mutate(base, other, &mut rng);
            tried += 1;
            let result = match mutant {
                Mutant::Value(v, what) => {
                    accepted_is_sound(&v, u64::from(tried)).map_err(|e| format!("{what}: {e}"))
                }
                Mutant::Text(t) => match serde_json::from_str::<LetsGo>(&t) {
                    Ok(g) => sound(&g, u64::from(tried)).map(|()| true),
                    Err(_) => Ok(false),
                },
            };
            match result {
                Ok(true) => accepted += 1,
                Ok(false) => {}
                Err(e) => failures.push(format!("{players} players, seed {seed}: {e}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {tried} mutants accepted but unsound, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
    assert!(tried >= 3000, "{tried} mutants");
    assert!(accepted > 100, "only {accepted} mutants accepted");
}

#[cfg(feature = "serde")]
enum Mutant {
    Value(serde_json::Value, String),
    Text(String),
}

/// Every path to a value inside `v` (object keys and array indices).
#[cfg(feature = "serde")]
fn paths(v: &serde_json::Value, at: &mut Vec<String>, out: &mut Vec<String>) {
    use serde_json::Value;
    out.push(at.concat());
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                at.push(format!("/{k}"));
                paths(x, at, out);
                at.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                at.push(format!("/{i}"));
                paths(x, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

#[cfg(feature = "serde")]
fn mutate(
    base: &serde_json::Value,
    other: &serde_json::Value,
    rng: &mut lets_go_rules::cardgame_core::GameRng,
) -> Mutant {
    use serde_json::{json, Value};

    const NUMBERS: [i64; 16] = [
        0, 1, 2, 3, 4, 5, 6, 11, 12, 59, 60, 61, 255, 256, -1, 65_536,
    ];
    const STRINGS: [&str; 12] = [
        "Action",
        "AfterAction",
        "Claiming",
        "Over",
        "Engineering",
        "SpaceFlight",
        "vostok-1",
        "mir",
        "Soviet",
        "AllProjects",
        "Stall",
        "",
    ];
    let mut all = Vec::new();
    paths(base, &mut Vec::new(), &mut all);
    let path = all[rng.below(all.len() as u32) as usize].clone();
    let mut v = base.clone();
    let kind = rng.below(10);
    if kind == 9 {
        let text = v.to_string();
        let cut = rng.below(text.len() as u32) as usize;
        return Mutant::Text(text[..cut].to_string());
    }
    let before = v.pointer(&path).map(|x| x.to_string()).unwrap_or_default();
    let Some(target) = v.pointer_mut(&path) else {
        return Mutant::Value(v, path);
    };
    match (kind, &mut *target) {
        (0..=2, Value::Number(n)) => {
            let old = n.as_i64().unwrap_or(0);
            let new = match rng.below(4) {
                0 => old + 1,
                1 => old - 1,
                2 => i64::from(u32::MAX) * 1000,
                _ => NUMBERS[rng.below(NUMBERS.len() as u32) as usize],
            };
            *target = json!(new);
        }
        (0..=2, Value::Bool(b)) => *b = !*b,
        (0..=2, Value::String(s)) => *s = STRINGS[rng.below(STRINGS.len() as u32) as usize].into(),
        (3..=4, _) => {
            // The same field of another state of the game.
            if let Some(x) = other.pointer(&path) {
                *target = x.clone();
            }
        }
        (5, Value::Array(a)) if !a.is_empty() => {
            let i = rng.below(a.len() as u32) as usize;
            a.remove(i);
        }
        (6, Value::Array(a)) if !a.is_empty() => {
            let i = rng.below(a.len() as u32) as usize;
            let x = a[i].clone();
            a.insert(i, x);
        }
        (7, Value::Array(a)) if a.len() >= 2 => {
            let i = rng.below(a.len() as u32) as usize;
            let j = rng.below(a.len() as u32) as usize;
            a.swap(i, j);
        }
        (8, Value::Object(m)) if !m.is_empty() => {
            let k = rng.below(m.len() as u32) as usize;
            if let Some(key) = m.keys().nth(k).cloned() {
                m.remove(&key);
            }
        }
        (_, Value::Null) => *target = json!(rng.below(5)),
        (_, x) => {
            // Change the type.
            *x = match rng.below(3) {
                0 => Value::Null,
                1 => json!("x"),
                _ => json!([]),
            };
        }
    }
    let after = v.pointer(&path).map(|x| x.to_string()).unwrap_or_default();
    let short = |t: &str| t.chars().take(160).collect::<String>();
    Mutant::Value(
        v,
        format!("{path}: {} -> {}", short(&before), short(&after)),
    )
}

/// Issue 11 (found by the mutation check): an end-of-turn Skill whose Skill
/// is chosen but whose price is marked paid would leave its player with no
/// legal action; the position is refused.
#[test]
fn a_chosen_skill_with_nothing_left_to_pay_is_refused() {
    use lets_go_rules::cardgame_core::GameRng;
    use lets_go_rules::Stage;
    let mut found = 0;
    for seed in 0..400u64 {
        let config = Config::new(2 + (seed % 3) as u8);
        let mut g = LetsGo::new(&config, seed).expect("setup");
        let mut rng = GameRng::from_u64(seed);
        while let Some(p) = g.to_act().first() {
            if let Stage::Boosting(b) = *g.stage() {
                if b.skill.is_some() {
                    assert_eq!(sound(&g, seed), Ok(()));
                    let mut raw = g.clone().into_raw();
                    raw.stage = Stage::Boosting(lets_go_rules::Boost {
                        tokens_due: 0,
                        card_due: false,
                        ..b
                    });
                    let e = LetsGo::try_from(raw).expect_err("nothing left to decide");
                    assert!(e.to_string().contains("paid for in full"), "{e}");
                    found += 1;
                }
            }
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, &a).expect("listed");
        }
        if found >= 5 {
            return;
        }
    }
    panic!("only {found} chosen Skills seen");
}

/// Issue 11 (found by the mutation check): in the last round, a player whose
/// Hub holds 12 Specialists must not be reached before the First Player
/// (End of the Game: play ends before anyone with 12 plays again), so a
/// First Player beyond such a player is refused.
#[test]
fn a_last_round_that_would_reach_a_player_with_twelve_specialists_is_refused() {
    use lets_go_rules::{Card, EndTrigger, Zone};
    let config = Config::new(3).with_first_player(PlayerId(0));
    let mut raw = LetsGo::new(&config, 3).expect("setup").into_raw();
    let in_play = raw.center.union(&raw.hands[PlayerId(0)]);
    let in_play = in_play
        .union(&raw.hands[PlayerId(1)])
        .union(&raw.hands[PlayerId(2)]);
    let mut placed = 0;
    for card in Card::all() {
        if placed < 12 && !in_play.contains(card.index()) {
            raw.move_card(card, Zone::Hub(PlayerId(1), card.data().skills[0]));
            placed += 1;
        }
    }
    raw.last_round = Some(EndTrigger::TwelveSpecialists(PlayerId(1)));
    // P0 to play, P0 first: the round would pass P1 (12 Specialists).
    assert_eq!(raw.current, PlayerId(0));
    let e = LetsGo::try_from(raw).expect_err("P1 would play again");
    assert!(e.to_string().contains("12 Specialists"), "{e}");
    // With P1 first, P2 and then P0 play; the game ends before P1.
    raw.first = PlayerId(1);
    raw.current = PlayerId(2);
    let g = LetsGo::try_from(raw).expect("a sound last round");
    assert_eq!(sound(&g, 3), Ok(()));
    assert_eq!(g.hub(PlayerId(1)).len(), 12);
}

/// Inputs the fuzzer once reported (kept in `tests/data/fuzz/`) are
/// refused or sound now.
#[cfg(feature = "serde")]
#[test]
fn inputs_the_fuzzer_once_broke_are_refused_or_sound() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fuzz"));
    let replayed =
        lets_go_rules::cardgame_core::testkit::fuzz::replay_dir::<lets_go_rules::LetsGo>(dir);
    assert!(replayed >= 1, "no inputs in {}", dir.display());
}
