//! The bots on the toy game: IS-MCTS is deterministic for a seed, chooses
//! only legal actions and beats random play; greedy follows its estimate;
//! every bot chooses alike in states its seat cannot tell apart.

use cardgame_core::greedy::ScoredRollout;
use cardgame_core::ismcts::{IsMcts, IsMctsConfig};
use cardgame_core::testkit::toy::{Bug, Config, HighCard};
use cardgame_core::{Bot, Game, GameRng, PlayerId, RandomBot, SeatView, SeatWorlds, Viewer};

fn search(iterations: u32) -> IsMcts<HighCard> {
    IsMcts::new(IsMctsConfig {
        iterations,
        ..IsMctsConfig::default()
    })
}

/// Plays one game with `bots[seat]` per seat; returns each seat's win share.
fn play(seed: u64, bots: &mut [Box<dyn Bot<HighCard>>]) -> Vec<f64> {
    let config = Config {
        seats: bots.len(),
        bug: Bug::None,
    };
    cardgame_core::testkit::bots::play_keyed(&config, seed, 0x15, bots)
}

#[test]
fn the_same_seed_gives_the_same_choice() {
    let g = HighCard::new(
        &Config {
            seats: 3,
            bug: Bug::None,
        },
        11,
    )
    .expect("setup");
    let seat = g.to_act().iter().next().expect("someone acts");
    let obs = g.observe(Viewer::Seat(seat));
    let legal = g.legal_actions(seat);
    let worlds = SeatWorlds::new(&g, seat);
    let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
    let mut bot = search(300);
    let a = bot.choose(&view, &mut GameRng::from_u64(5));
    let b = bot.choose(&view, &mut GameRng::from_u64(5));
    assert_eq!(a, b);
    assert_eq!(bot.last_iterations(), 300);
    assert!(bot.last_tree_size() > 1, "the tree grew");
}

#[test]
fn without_a_world_sampler_it_still_chooses_a_legal_action() {
    let g = HighCard::new(
        &Config {
            seats: 2,
            bug: Bug::None,
        },
        2,
    )
    .expect("setup");
    let seat = PlayerId(0);
    let obs = g.observe(Viewer::Seat(seat));
    let legal = g.legal_actions(seat);
    let view = SeatView::<HighCard>::new(seat, &obs, &legal);
    let a = search(100)
        .choose(&view, &mut GameRng::from_u64(1))
        .expect("a choice");
    assert!(legal.contains(&a));
}

#[test]
fn ismcts_beats_random_play() {
    let games = 200;
    let mut share = 0.0;
    for seed in 0..games {
        // Seats rotate: the search plays seat 0 in even games, seat 1 in odd.
        let me = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<HighCard>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
        bots[me] = Box::new(search(150));
        share += play(seed, &mut bots)[me];
    }
    let rate = share / games as f64;
    // Random against random shares 0.5 (± 0.035 over 200 games); the toy is
    // mostly luck (a d6 is added to each card), so the margin is modest.
    assert!(
        rate > 0.55,
        "IS-MCTS won {rate:.2} of the games against random"
    );
}

#[test]
fn greedy_takes_the_action_its_estimate_prefers() {
    use cardgame_core::testkit::toy::Action;
    use cardgame_core::Greedy;
    // The toy's estimate counts a banked point as 100 and a drawn card as
    // its value (at most 8): greedy always banks a won trick.
    let mut banked = 0;
    for seed in 0..40 {
        let mut g = HighCard::new(
            &Config {
                seats: 2,
                bug: Bug::None,
            },
            seed,
        )
        .expect("setup");
        let mut rng = GameRng::from_u64(seed);
        let mut legal = Vec::new();
        while let Some(seat) = g.to_act().iter().next() {
            let obs = g.observe(Viewer::Seat(seat));
            g.legal_actions_into(seat, &mut legal);
            let worlds = SeatWorlds::new(&g, seat);
            let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
            let a = Greedy.choose(&view, &mut rng).expect("a choice");
            assert!(legal.contains(&a), "greedy chose {a}, not in the listing");
            if legal.contains(&Action::Draw) {
                assert_eq!(a, Action::Bank, "greedy draws instead of banking");
                banked += 1;
            }
            g.apply(seat, &a).expect("legal");
        }
    }
    assert!(banked > 0, "some trick was won and banked");
}

#[test]
fn greedy_breaks_a_tie_at_random_among_the_tied_actions_only() {
    use cardgame_core::testkit::toy::{value, Action};
    use cardgame_core::Greedy;
    // While other seats have still to commit, playing card c is worth
    // 2 × its value to the toy's estimate, so the best plays are the cards
    // of the highest value in hand: two cards of that value tie. (The last
    // commit resolves the trick, dice and all.)
    let mut ties = 0;
    for seed in 0..20 {
        let mut g = HighCard::new(
            &Config {
                seats: 3,
                bug: Bug::None,
            },
            seed,
        )
        .expect("setup");
        let mut legal = Vec::new();
        let mut walk = GameRng::from_u64(seed);
        while let Some(seat) = g.to_act().iter().next() {
            let obs = g.observe(Viewer::Seat(seat));
            g.legal_actions_into(seat, &mut legal);
            let top = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Play(c) => Some(value(*c)),
                    _ => None,
                })
                .max();
            let others_to_commit = g.to_act().len() > 1;
            if let Some(top) = top.filter(|_| legal.len() > 1 && others_to_commit) {
                let tied: Vec<Action> = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Play(c) if value(*c) == top))
                    .copied()
                    .collect();
                let worlds = SeatWorlds::new(&g, seat);
                let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
                let mut chosen = Vec::new();
                for k in 0..24 {
                    let a = Greedy
                        .choose(&view, &mut GameRng::from_u64(k))
                        .expect("a choice");
                    assert!(tied.contains(&a), "{a} is not one of the best plays");
                    if !chosen.contains(&a) {
                        chosen.push(a);
                    }
                }
                if tied.len() > 1 {
                    ties += 1;
                    assert!(
                        chosen.len() > 1,
                        "always {:?} among {} tied",
                        chosen,
                        tied.len()
                    );
                }
            }
            let a = RandomBot::pick(&legal, &mut walk).expect("a legal action");
            g.apply(seat, &a).expect("legal");
        }
    }
    assert!(ties > 0, "no tie met");
}

#[test]
fn every_bot_chooses_alike_in_states_its_seat_cannot_tell_apart() {
    use cardgame_core::testkit::bots::same_choice_in_indistinguishable_states as check;
    use cardgame_core::Greedy;
    let configs = [
        Config {
            seats: 2,
            bug: Bug::None,
        },
        Config {
            seats: 4,
            bug: Bug::None,
        },
    ];
    assert!(check::<HighCard>(&configs, || Box::new(RandomBot), 6, 3) > 0);
    assert!(check::<HighCard>(&configs, || Box::new(Greedy), 6, 3) > 0);
    assert!(check::<HighCard>(&configs, || Box::new(search(60)), 4, 5) > 0);
    let scored = || -> Box<dyn Bot<HighCard>> { Box::new(IsMcts::<_, ScoredRollout>::scored(60)) };
    assert!(check::<HighCard>(&configs, scored, 4, 5) > 0);
}

#[test]
fn a_cut_off_rollout_rewards_the_margin_of_the_estimate() {
    use cardgame_core::ismcts::RolloutPolicy;
    use cardgame_core::Evaluate;
    // Along random games, every seat's reward lies in (0, 1), is above one
    // half exactly when its estimate leads every rival's, and reaches 0.75
    // at one decisive margin ahead.
    let mut checked = 0;
    for seed in 0..20 {
        let mut g = HighCard::new(
            &Config {
                seats: 3,
                bug: Bug::None,
            },
            seed,
        )
        .expect("setup");
        let mut rng = GameRng::from_u64(seed);
        while let Some(seat) = g.to_act().iter().next() {
            let rewards = ScoredRollout
                .cut_off(&g)
                .expect("several seats: a reward each");
            for p in PlayerId::all(3) {
                let mine = g.evaluate(p);
                let rival = PlayerId::all(3)
                    .filter(|&q| q != p)
                    .map(|q| g.evaluate(q))
                    .max()
                    .expect("rivals");
                let r = rewards[p];
                assert!(r > 0.0 && r < 1.0, "reward {r} out of (0, 1)");
                assert_eq!(
                    r > 0.5,
                    mine > rival,
                    "seat {p}: {mine} against {rival}, reward {r}"
                );
                if mine - rival == HighCard::DECISIVE_MARGIN {
                    assert!((r - 0.75).abs() < 1e-12, "one decisive margin ahead: {r}");
                }
                checked += 1;
            }
            let legal = g.legal_actions(seat);
            let i = rng.below(legal.len() as u32) as usize;
            g.apply(seat, &legal[i]).expect("legal");
        }
    }
    assert!(checked > 100, "checked {checked} rewards");
}

#[test]
fn the_scored_search_beats_random_play() {
    let games = 600;
    let mut share = 0.0;
    for seed in 0..games {
        let me = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<HighCard>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
        bots[me] = Box::new(IsMcts::<_, ScoredRollout>::scored(150));
        share += play(seed, &mut bots)[me];
    }
    let rate = share / games as f64;
    // Random against random shares 0.5 (± 0.02 over 600 games).
    assert!(
        rate > 0.53,
        "scored IS-MCTS won {rate:.2} of the games against random"
    );
}

#[test]
#[should_panic(expected = "cannot tell apart")]
fn a_bot_that_looks_beyond_its_view_is_caught() {
    use cardgame_core::testkit::bots::same_choice_in_indistinguishable_states as check;
    use std::sync::atomic::{AtomicUsize, Ordering};
    // Its choice depends on something outside the view (a count of how often
    // it was asked), as a choice that depends on the hidden state would.
    static ASKED: AtomicUsize = AtomicUsize::new(0);
    struct LooksElsewhere;
    impl Bot<HighCard> for LooksElsewhere {
        fn choose(
            &mut self,
            view: &SeatView<'_, HighCard>,
            _: &mut dyn cardgame_core::RngCore,
        ) -> Option<cardgame_core::testkit::toy::Action> {
            let k = ASKED.fetch_add(1, Ordering::Relaxed) % view.legal.len();
            view.legal.get(k).cloned()
        }
    }
    check::<HighCard>(
        &[Config {
            seats: 3,
            bug: Bug::None,
        }],
        || Box::new(LooksElsewhere),
        6,
        2,
    );
}

/// Root-parallel IS-MCTS: the same choice for a seed whatever the rayon
/// pool's size, the whole budget spent, and it beats random play.
#[cfg(feature = "parallel")]
mod parallel {
    use super::*;
    use cardgame_core::ismcts::ParallelIsMcts;

    fn root_parallel(iterations: u32, trees: usize) -> ParallelIsMcts<HighCard> {
        ParallelIsMcts::new(
            IsMctsConfig {
                iterations,
                ..IsMctsConfig::default()
            },
            trees,
        )
    }

    #[test]
    fn the_choice_depends_on_the_seed_not_on_the_threads() {
        for seed in 0..30 {
            let g = HighCard::new(
                &Config {
                    seats: 3,
                    bug: Bug::None,
                },
                seed,
            )
            .expect("setup");
            let seat = g.to_act().iter().next().expect("someone acts");
            let legal = g.legal_actions(seat);
            let choose = |threads: usize| {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .expect("a thread pool");
                pool.install(|| {
                    let obs = g.observe(Viewer::Seat(seat));
                    let worlds = SeatWorlds::new(&g, seat);
                    let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
                    let mut bot = root_parallel(301, 4);
                    let a = bot.choose(&view, &mut GameRng::from_u64(seed));
                    assert_eq!(bot.last_iterations(), 301, "the whole budget is spent");
                    a
                })
            };
            let one = choose(1);
            assert!(one.as_ref().is_some_and(|a| legal.contains(a)));
            assert_eq!(one, choose(2), "seed {seed}: one thread and two disagree");
            assert_eq!(one, choose(3), "seed {seed}: one thread and three disagree");
        }
    }

    #[test]
    fn root_parallel_ismcts_beats_random_play() {
        let games = 200;
        let mut share = 0.0;
        for seed in 0..games {
            let me = (seed % 2) as usize;
            let mut bots: Vec<Box<dyn Bot<HighCard>>> =
                vec![Box::new(RandomBot), Box::new(RandomBot)];
            bots[me] = Box::new(root_parallel(300, 2));
            share += play(seed, &mut bots)[me];
        }
        let rate = share / games as f64;
        assert!(
            rate > 0.55,
            "root-parallel IS-MCTS won {rate:.2} against random"
        );
    }
}
