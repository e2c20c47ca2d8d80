//! Observation tensors are sound: a fixed length per config, every element
//! written and finite, the same for every world the viewer cannot tell apart,
//! and not constant over a game.

use alloc::format;
use alloc::vec::Vec;

use crate::encode::Encode;
use crate::game::Determinize;
use crate::rng::GameRng;
use crate::seat::{PlayerId, Viewer};

/// Checks [`Encode`] over `games` random games per config; returns how many
/// tensors were checked.
///
/// # Panics
/// With the config, seed, step and viewer of the first tensor that is
/// unsound.
pub fn check<G: Encode + Determinize>(configs: &[G::Config], games: u64) -> u64 {
    let mut checked = 0u64;
    let mut legal = Vec::new();
    for config in configs {
        let len = G::observation_len(config);
        assert!(len > 0, "{}: an empty observation tensor", G::NAME);
        let mut a = alloc::vec![0.0f32; len];
        let mut b = alloc::vec![0.0f32; len];
        let mut first: Option<Vec<f32>> = None;
        let mut varies = false;
        for seed in 0..games {
            let Ok(mut g) = G::new(config, seed) else {
                continue;
            };
            let mut rng = GameRng::from_u64(seed ^ 0x7e45);
            let mut step = 0u64;
            loop {
                let viewers: Vec<Viewer> = PlayerId::all(g.num_players())
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                    .collect();
                if step % 5 == 0 {
                    for &v in &viewers {
                        a.fill(f32::NAN);
                        G::encode(&g.observe(v), &mut a);
                        let at = || {
                            format!(
                                "{} ({config:?}), seed {seed}, step {step}, viewer {v}",
                                G::NAME
                            )
                        };
                        assert!(
                            a.iter().all(|x| x.is_finite()),
                            "{}: an element was not written or is not finite",
                            at()
                        );
                        let d = g.determinize(v, &mut rng);
                        b.fill(f32::NAN);
                        G::encode(&d.observe(v), &mut b);
                        assert!(
                            a.iter().zip(&b).all(|(x, y)| x.to_bits() == y.to_bits()),
                            "{}: the tensor differs in a world the viewer cannot tell apart",
                            at()
                        );
                        match &first {
                            None => first = Some(a.clone()),
                            Some(f) => varies |= f != &a,
                        }
                        checked += 1;
                    }
                }
                let to_act = g.to_act();
                let Some(p) = to_act
                    .iter()
                    .nth(rng.below(to_act.len().max(1) as u32) as usize)
                else {
                    break;
                };
                g.legal_actions_into(p, &mut legal);
                if legal.is_empty() || step > g.decision_bound() {
                    break;
                }
                let i = rng.below(legal.len() as u32) as usize;
                let act = legal[i].clone();
                g.apply_unchecked(p, &act, &mut ());
                step += 1;
            }
        }
        assert!(varies, "{} ({config:?}): the tensor never changes", G::NAME);
    }
    checked
}
