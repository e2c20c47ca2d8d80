//! Bots see only what their seat sees: given the same seed, a bot chooses
//! the same action in any two true states its seat cannot tell apart.
//!
//! The check plays random games; at sampled steps, for the seat to act, it
//! builds a second true state the seat cannot tell apart (a determinization
//! for that seat) and asks a fresh bot for a choice in each, with the same
//! seed. Any difference means the bot's choice depended on something its
//! seat cannot know — or that the game's determinizer is not a function of
//! the seat's knowledge (it must pool the unseen cards in an order that
//! does not depend on where they really are).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::game::{Bot, Determinize, Game, SeatView, SeatWorlds};
use crate::rng::GameRng;
use crate::seat::Viewer;

/// Makes a fresh bot (a new one per question, so no memory carries over).
pub type MakeBot<G> = fn() -> Box<dyn Bot<G>>;

/// Checks `make`'s bots over `games` random games per config, asking at
/// every `every`-th step.
///
/// # Panics
/// With a description (config, seed, step, seat, the two choices) when a bot
/// chooses differently in two states its seat cannot tell apart.
pub fn same_choice_in_indistinguishable_states<G: Determinize>(
    configs: &[G::Config],
    make: MakeBot<G>,
    games: u64,
    every: u64,
) -> u64 {
    let mut asked = 0u64;
    let mut legal = Vec::new();
    let mut legal_d = Vec::new();
    for config in configs {
        for seed in 0..games {
            let Ok(mut g) = G::new(config, seed) else {
                continue;
            };
            let mut rng = GameRng::from_u64(seed ^ 0x5a3e);
            let mut step = 0u64;
            while let Some(seat) = g.to_act().iter().next() {
                g.legal_actions_into(seat, &mut legal);
                if legal.is_empty() || step > g.decision_bound() {
                    break;
                }
                if step % every.max(1) == 0 && legal.len() > 1 {
                    let twin = g.determinize(Viewer::Seat(seat), &mut rng);
                    twin.legal_actions_into(seat, &mut legal_d);
                    let key = rand_core::RngCore::next_u64(&mut rng);
                    let a = ask(&g, seat, &legal, make, key);
                    let b = ask(&twin, seat, &legal_d, make, key);
                    if a != b {
                        panic!(
                            "{}",
                            describe::<G>(config, seed, step, seat, a.as_ref(), b.as_ref())
                        );
                    }
                    asked += 1;
                }
                let i = rng.below(legal.len() as u32) as usize;
                let a = legal[i].clone();
                g.apply_unchecked(seat, &a, &mut ());
                step += 1;
            }
        }
    }
    asked
}

fn ask<G: Determinize>(
    g: &G,
    seat: crate::seat::PlayerId,
    legal: &[G::Action],
    make: MakeBot<G>,
    key: u64,
) -> Option<G::Action> {
    let obs = g.observe(Viewer::Seat(seat));
    let worlds = SeatWorlds::new(g, seat);
    let view = SeatView::new(seat, &obs, legal).with_worlds(&worlds);
    let mut bot = make();
    bot.choose(&view, &mut GameRng::from_u64(key))
}

fn describe<G: Game>(
    config: &G::Config,
    seed: u64,
    step: u64,
    seat: crate::seat::PlayerId,
    a: Option<&G::Action>,
    b: Option<&G::Action>,
) -> String {
    let show =
        |x: Option<&G::Action>| x.map_or_else(|| String::from("nothing"), |a| format!("{a}"));
    format!(
        "{}: a bot chose {} in the true state but {} in a state {seat} cannot tell apart \
         (config {config:?}, seed {seed}, step {step})",
        G::NAME,
        show(a),
        show(b)
    )
}

/// Plays one game of `config` from `seed`, seat `s` played by `bots[s]` (the
/// bots draw from one generator keyed by the seed); returns each seat's win
/// share (a shared win split, see [`win_shares`](crate::ismcts::win_shares)).
///
/// # Panics
/// When the config does not set up, a bot makes no choice or an illegal
/// one, or the game does not finish.
pub fn play<G: Determinize>(
    config: &G::Config,
    seed: u64,
    bots: &mut [Box<dyn Bot<G>>],
) -> Vec<f64> {
    play_keyed(config, seed, 0x6a3d, bots)
}

/// [`play`] with the bots' generator keyed by `seed ^ key`.
///
/// # Panics
/// As [`play`].
pub fn play_keyed<G: Determinize>(
    config: &G::Config,
    seed: u64,
    key: u64,
    bots: &mut [Box<dyn Bot<G>>],
) -> Vec<f64> {
    let mut g = G::new(config, seed).expect("the config sets up");
    let mut rng = GameRng::from_u64(seed ^ key);
    let mut legal = Vec::new();
    while let Some(seat) = g.to_act().first() {
        let obs = g.observe(Viewer::Seat(seat));
        g.legal_actions_into(seat, &mut legal);
        let worlds = SeatWorlds::new(&g, seat);
        let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
        let a = bots[seat.index()]
            .choose(&view, &mut rng)
            .expect("a choice");
        g.apply(seat, &a).expect("bots choose legal actions");
    }
    let o = g.outcome().expect("finished");
    crate::ismcts::win_shares(&o).as_slice().to_vec()
}

/// `hero`'s share of the wins over `games` seat-rotated games of `config`
/// (seeds 0 up): `hero` in seat `seed % seats`, `others` in the rest.
///
/// # Panics
/// As [`play`].
pub fn rotated_share<G: Determinize>(
    config: &G::Config,
    games: u64,
    hero: MakeBot<G>,
    others: MakeBot<G>,
) -> f64 {
    let seats = G::new(config, 0).expect("the config sets up").num_players();
    let mut won = 0.0;
    for seed in 0..games {
        let hero_seat = (seed % seats as u64) as usize;
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats)
            .map(|s| if s == hero_seat { hero() } else { others() })
            .collect();
        won += play(config, seed, &mut bots)[hero_seat];
    }
    won / games.max(1) as f64
}
