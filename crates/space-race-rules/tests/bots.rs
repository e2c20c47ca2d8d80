//! Bots on Space Race: the greedy bot on the score estimate (`Evaluate`)
//! clearly beats random play, and every bot chooses alike in states its
//! seat cannot tell apart (the determinizer is a function of what the
//! viewer knows). AI seats (the solo variant's automa) are part
//! of the game: they follow their procedures inside `apply` and never ask a
//! bot.

use space_race_rules::cardgame_core::greedy::ScoredRollout;
use space_race_rules::cardgame_core::ismcts::{IsMcts, IsMctsConfig};
use space_race_rules::cardgame_core::testkit::bots::same_choice_in_indistinguishable_states;
use space_race_rules::cardgame_core::testkit::bots::{play, rotated_share};
use space_race_rules::cardgame_core::testkit::random_playout;
use space_race_rules::cardgame_core::{
    Bot, Determinize, Evaluate, GameRng, Greedy, RandomBot, RngCore,
};
use space_race_rules::{
    Config, Game, Mission, PlayerId, SetupSide, SpaceRace, Viewer, PROGRESS_1950,
};

/// Every seat count (2 to 5), AI seats, both setups, every mission, the
/// Cold War expansion.
fn configs() -> Vec<Config> {
    vec![
        Config::new(2),
        Config::new(2).with_ai(1).with_mission(Mission::Vostok),
        Config::new(3).with_setup(SetupSide::Thematic),
        Config::new(4).with_mission(Mission::Apollo),
        Config::new(4)
            .with_ai(2)
            .with_mission(Mission::CassiniHuygens)
            .with_setup(SetupSide::Thematic),
        Config::new(5).with_cold_war(true),
        Config::new(5).with_ai(4).with_cold_war(true),
    ]
}

#[test]
fn random_chooses_alike_in_indistinguishable_states() {
    let asked = same_choice_in_indistinguishable_states::<SpaceRace>(
        &configs(),
        || Box::new(RandomBot),
        4,
        3,
    );
    assert!(asked > 100, "asked {asked} times");
}

#[test]
fn greedy_chooses_alike_in_indistinguishable_states() {
    let asked =
        same_choice_in_indistinguishable_states::<SpaceRace>(&configs(), || Box::new(Greedy), 4, 3);
    assert!(asked > 100, "asked {asked} times");
}

#[test]
fn ismcts_chooses_alike_in_indistinguishable_states() {
    let asked = same_choice_in_indistinguishable_states::<SpaceRace>(
        &configs(),
        || {
            Box::new(IsMcts::<SpaceRace>::new(IsMctsConfig {
                iterations: 30,
                ..IsMctsConfig::default()
            }))
        },
        1,
        9,
    );
    assert!(asked > 20, "asked {asked} times");
}

#[test]
fn scored_ismcts_chooses_alike_in_indistinguishable_states() {
    let asked = same_choice_in_indistinguishable_states::<SpaceRace>(
        &configs(),
        || Box::new(IsMcts::<SpaceRace, ScoredRollout>::scored(30)),
        1,
        9,
    );
    assert!(asked > 20, "asked {asked} times");
}

#[test]
fn a_determinization_depends_only_on_what_the_viewer_knows() {
    // Two true states the viewer cannot tell apart give the same sampled
    // world for the same seed, for every seat and the spectator.
    for config in configs() {
        for seed in 0..3 {
            let mut g = SpaceRace::new(&config, seed).expect("setup");
            let mut rng = GameRng::from_u64(seed);
            let mut legal = Vec::new();
            let mut step = 0u32;
            while let Some(p) = g.to_act().first() {
                if step % 6 == 0 {
                    for v in PlayerId::all(g.num_players())
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator])
                    {
                        let twin = g.determinize(v, &mut rng);
                        let key = rng.next_u64();
                        let a = g.determinize(v, &mut GameRng::from_u64(key));
                        let b = twin.determinize(v, &mut GameRng::from_u64(key));
                        assert_eq!(a, b, "seed {seed}, step {step}, viewer {v}");
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

fn greedy() -> Box<dyn Bot<SpaceRace>> {
    Box::new(Greedy)
}

fn random() -> Box<dyn Bot<SpaceRace>> {
    Box::new(RandomBot)
}

#[test]
fn the_estimate_at_game_end_is_ten_times_the_score() {
    for config in [Config::new(2), Config::new(3).with_ai(1), Config::new(5)] {
        let g = random_playout::<SpaceRace>(&config, 3)
            .expect("a playout")
            .state;
        for p in PlayerId::all(config.seats.len()) {
            let score = i64::from(g.raw().seats[p].progress) - i64::from(PROGRESS_1950);
            assert_eq!(g.evaluate(p), 10 * score);
        }
    }
}

/// Measured: greedy wins every one of 200 seat-rotated games against
/// random at 2 to 5 players (RULES.md, "Bots"); the test asks for less.
#[test]
fn greedy_clearly_beats_random() {
    let two = rotated_share(&Config::new(2), 200, greedy, random);
    assert!(two >= 0.9, "greedy won {two:.2} of 2-player games");
    let four = rotated_share(&Config::new(4), 40, greedy, random);
    assert!(four >= 0.6, "greedy won {four:.2} of 4-player games");
}

/// The human seat's share of the wins over `games` solo games of `config`
/// (seat 0 human, the others AI players), played by `make`'s bot.
fn solo_share(config: &Config, games: u64, make: fn() -> Box<dyn Bot<SpaceRace>>) -> f64 {
    let mut won = 0.0;
    for seed in 0..games {
        let mut bots = vec![make()];
        won += play(config, seed, &mut bots)[0];
    }
    won / games as f64
}

/// Against the AI players (the solo game), greedy wins at least as often as
/// random play does.
#[test]
fn greedy_does_no_worse_than_random_against_ai_players() {
    let config = Config::new(3).with_ai(2);
    let greedy = solo_share(&config, 30, || Box::new(cardgame_core::Greedy));
    let random = solo_share(&config, 30, || Box::new(cardgame_core::RandomBot));
    assert!(greedy >= random, "greedy {greedy:.2}, random {random:.2}");
}
