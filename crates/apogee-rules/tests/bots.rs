//! Bots on Apogee: the greedy bot on the score estimate (`Evaluate`)
//! clearly beats random play, and every bot chooses alike in states its
//! seat cannot tell apart (the determinizer is a function of what the
//! viewer knows).

use apogee_rules::cardgame_core::greedy::ScoredRollout;
use apogee_rules::cardgame_core::ismcts::{IsMcts, IsMctsConfig};
use apogee_rules::cardgame_core::testkit::bots::rotated_share;
use apogee_rules::cardgame_core::testkit::bots::same_choice_in_indistinguishable_states;
use apogee_rules::cardgame_core::testkit::random_playout;
use apogee_rules::cardgame_core::{
    Bot, Evaluate, GameRng, Greedy, RandomBot, RngCore, SeatView, SeatWorlds,
};
use apogee_rules::{Apogee, Config, Determinize, Game, Mission, PlayerId, SoloMission, Viewer};

/// Every seat count, solo included, with the variants: Missions of every
/// kind (a single launch, Investors, deposits at several destinations, the
/// farthest destination, Solo Missions with credits and Solo Events), the
/// single-winner tie-break and a turn cap. Short turn caps keep the games
/// (and the searches' rollouts) small.
fn configs() -> Vec<Config> {
    vec![
        Config::new(1).with_mission(SoloMission::S1),
        Config::new(1).with_mission(SoloMission::S6),
        Config::new(2).with_mission(Mission::M1).with_turn_cap(4),
        Config::new(3)
            .with_mission(Mission::M3)
            .with_single_winner(true)
            .with_turn_cap(3),
        Config::new(4).with_mission(Mission::M7).with_turn_cap(3),
        Config::new(5).with_mission(Mission::M12).with_turn_cap(2),
    ]
}

#[test]
fn random_chooses_alike_in_indistinguishable_states() {
    let asked =
        same_choice_in_indistinguishable_states::<Apogee>(&configs(), || Box::new(RandomBot), 8, 2);
    assert!(asked > 100, "asked {asked} times");
}

#[test]
fn greedy_chooses_alike_in_indistinguishable_states() {
    let asked =
        same_choice_in_indistinguishable_states::<Apogee>(&configs(), || Box::new(Greedy), 6, 2);
    assert!(asked > 50, "asked {asked} times");
}

#[test]
fn ismcts_chooses_alike_in_indistinguishable_states() {
    let asked = same_choice_in_indistinguishable_states::<Apogee>(
        &configs(),
        || {
            Box::new(IsMcts::<Apogee>::new(IsMctsConfig {
                iterations: 30,
                max_rollout: 40,
                ..IsMctsConfig::default()
            }))
        },
        3,
        4,
    );
    assert!(asked > 10, "asked {asked} times");
}

#[test]
fn scored_ismcts_chooses_alike_in_indistinguishable_states() {
    let asked = same_choice_in_indistinguishable_states::<Apogee>(
        &configs(),
        || Box::new(IsMcts::<Apogee, ScoredRollout>::scored(30)),
        3,
        4,
    );
    assert!(asked > 10, "asked {asked} times");
}

#[test]
fn a_determinization_depends_only_on_what_the_viewer_knows() {
    // Two true states the viewer cannot tell apart give the same sampled
    // world for the same seed, for every seat and the spectator.
    for config in configs() {
        for seed in 0..3 {
            let mut g = Apogee::new(&config, seed).expect("setup");
            let mut rng = GameRng::from_u64(seed);
            let mut legal = Vec::new();
            let mut step = 0u32;
            while let Some(p) = g.to_act().first() {
                if step % 7 == 0 {
                    let viewers = PlayerId::all(g.num_players())
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator]);
                    for v in viewers {
                        let twin = g.determinize(v, &mut rng);
                        let key = rng.next_u64();
                        let a = g.determinize(v, &mut GameRng::from_u64(key));
                        let b = twin.determinize(v, &mut GameRng::from_u64(key));
                        assert!(a == b, "{config:?}, seed {seed}, step {step}, viewer {v}");
                    }
                }
                g.legal_actions_into(p, &mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.apply(p, &a).expect("listed");
                step += 1;
            }
        }
    }
}

fn greedy() -> Box<dyn Bot<Apogee>> {
    Box::new(Greedy)
}

fn random() -> Box<dyn Bot<Apogee>> {
    Box::new(RandomBot)
}

#[test]
fn the_estimate_of_a_finished_game_is_the_win() {
    for seats in 1..=5u8 {
        let config = if seats == 1 {
            Config::new(1)
        } else {
            Config::new(seats).with_turn_cap(5)
        };
        let g = random_playout::<Apogee>(&config, 3)
            .expect("a playout")
            .state;
        let o = g.outcome().expect("finished");
        for p in PlayerId::all(usize::from(seats)) {
            let expected = if o.winners.contains(p) { 1_000_000 } else { 0 };
            assert_eq!(g.evaluate(p), expected);
        }
    }
}

#[test]
fn the_estimate_grows_as_the_rocket_is_built() {
    // Mission 1: Greedy, seat 0, against random; the estimate of seat 0
    // after each of its Constructions is above the one before.
    let config = Config::new(2).with_mission(Mission::M1);
    let mut g = Apogee::new(&config, 5).expect("setup");
    let mut rng = GameRng::from_u64(5);
    let mut legal = Vec::new();
    let mut builds = 0;
    while let Some(seat) = g.to_act().first() {
        g.legal_actions_into(seat, &mut legal);
        let a = if seat == PlayerId(0) {
            let obs = g.observe(Viewer::Seat(seat));
            let worlds = SeatWorlds::new(&g, seat);
            let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
            Greedy.choose(&view, &mut rng).expect("a choice")
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        let before = g.evaluate(PlayerId(0));
        let pad = g.raw().seat(PlayerId(0)).pad.len();
        g.apply(seat, &a).expect("listed");
        if seat == PlayerId(0) && g.raw().seat(PlayerId(0)).pad.len() > pad {
            assert!(
                g.evaluate(PlayerId(0)) > before,
                "building {a} lowered the estimate"
            );
            builds += 1;
        }
    }
    assert!(builds >= 3, "greedy built {builds} Technologies");
}

/// Measured (RULES.md, "Bots"): greedy wins 100% of 2-player Mission 1
/// games against random within about 6 turns; the test asks for far less.
#[test]
fn greedy_clearly_beats_random() {
    let two = rotated_share(
        &Config::new(2).with_mission(Mission::M1),
        20,
        greedy,
        random,
    );
    assert!(two >= 0.8, "greedy won {two:.2} of 2-player games");
}
