//! Tie-break helpers: ranking seats by keys, splitting tokens among the tied,
//! and seat orders.

use crate::seat::{BySeat, PlayerId, PlayerSet, MAX_SEATS};
use crate::stack::StackVec;

/// Seats in some order, stored inline.
pub type SeatOrder = StackVec<PlayerId, MAX_SEATS>;

/// Ranks the seats `0..n` by `key`, highest first: "most X, then most Y"
/// is a tuple key `(x, y)`. Seats with equal keys share a place
/// (competition ranking: 1, 1, 3). Places are 1-based.
pub fn rank_desc<K: Ord>(n: usize, mut key: impl FnMut(PlayerId) -> K) -> BySeat<u8> {
    let n = n.min(MAX_SEATS);
    let mut keys: [Option<K>; MAX_SEATS] = Default::default();
    for p in PlayerId::all(n) {
        keys[p.index()] = Some(key(p));
    }
    BySeat::from_fn(n, |p| {
        let mine = &keys[p.index()];
        1 + keys[..n].iter().filter(|k| *k > mine).count() as u8
    })
}

/// The seats of `among` whose key is the highest (all of them when tied).
pub fn best_by<K: Ord>(among: PlayerSet, mut key: impl FnMut(PlayerId) -> K) -> PlayerSet {
    let mut best: Option<K> = None;
    let mut out = PlayerSet::EMPTY;
    for p in among.iter() {
        let k = key(p);
        match &best {
            Some(b) if k < *b => {}
            Some(b) if k == *b => out.insert(p),
            _ => {
                best = Some(k);
                out = PlayerSet::only(p);
            }
        }
    }
    out
}

/// Splits `tokens` evenly among `ways` claimants: `(each, remainder)`.
/// With no claimant everything remains.
pub const fn split_evenly(tokens: u32, ways: u32) -> (u32, u32) {
    match tokens.checked_div(ways) {
        Some(each) => (each, tokens - each * ways),
        None => (0, tokens),
    }
}

/// The seats of `among`, ordered by `key` descending; equal keys keep
/// clockwise order starting from `first`.
pub fn order_desc_by<K: Ord + Copy>(
    among: PlayerSet,
    n: usize,
    first: PlayerId,
    mut key: impl FnMut(PlayerId) -> K,
) -> SeatOrder {
    let mut order = SeatOrder::new();
    for p in first.clockwise(n) {
        if among.contains(p) {
            order.push(p).ok();
        }
    }
    // Stable insertion sort: keeps the clockwise order among equal keys.
    let s = order.as_mut_slice();
    for i in 1..s.len() {
        let mut j = i;
        while j > 0 && key(s[j - 1]) < key(s[j]) {
            s.swap(j - 1, j);
            j -= 1;
        }
    }
    order
}

/// The seats of `among` in clockwise order starting from `first`.
pub fn clockwise_from(among: PlayerSet, n: usize, first: PlayerId) -> SeatOrder {
    let mut order = SeatOrder::new();
    for p in first.clockwise(n) {
        if among.contains(p) {
            order.push(p).ok();
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_shares_places_on_ties() {
        let scores = [5, 9, 5, 1];
        let r = rank_desc(4, |p| scores[p.index()]);
        assert_eq!(r.as_slice(), &[2, 1, 2, 4]);
    }

    #[test]
    fn rank_uses_the_second_key_to_break_ties() {
        let keys = [(5, 1), (5, 3), (2, 9)];
        let r = rank_desc(3, |p| keys[p.index()]);
        assert_eq!(r.as_slice(), &[2, 1, 3]);
    }

    #[test]
    fn best_by_returns_all_tied_leaders() {
        let v = [3, 7, 7, 2];
        let b = best_by(PlayerSet::all(4), |p| v[p.index()]);
        assert_eq!(b, PlayerSet::only(PlayerId(1)).with(PlayerId(2)));
        assert!(best_by(PlayerSet::EMPTY, |p| p.0).is_empty());
    }

    #[test]
    fn split_leaves_the_remainder() {
        assert_eq!(split_evenly(5, 2), (2, 1));
        assert_eq!(split_evenly(9, 3), (3, 0));
        assert_eq!(split_evenly(4, 0), (0, 4));
    }

    #[test]
    fn order_desc_keeps_clockwise_order_on_ties() {
        let auth = [30, 50, 30, 10];
        let o = order_desc_by(PlayerSet::all(4), 4, PlayerId(2), |p| auth[p.index()]);
        assert_eq!(
            o.as_slice(),
            &[PlayerId(1), PlayerId(2), PlayerId(0), PlayerId(3)]
        );
        let c = clockwise_from(PlayerSet::all(3), 3, PlayerId(1));
        assert_eq!(c.as_slice(), &[PlayerId(1), PlayerId(2), PlayerId(0)]);
    }
}
