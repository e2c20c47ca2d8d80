//! What a viewer may know ([`Observation`]), and the worlds it cannot tell
//! apart (the [`Determinize`](cardgame_core::Determinize) of [`LetsGo`](crate::LetsGo)).
//!
//! Public: the Center, the Hubs, the Research tokens, the Projects, the
//! deck's size, each hand's size, the cards known to be in a hand (taken
//! from the Center, or shown while being recruited), and the whole turn in
//! progress. Secret: the cards drawn from the deck or dealt (to their
//! holder only) and the deck's order (to all).

use alloc::vec::Vec;

use cardgame_core::{
    BySeat, CardSet, Determinize, Encode, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};

use crate::config::Config;
use crate::data::{Field, Icons, NUM_SPECIALISTS};
use crate::state::{EndTrigger, Hub, LetsGo, ProjectSlot, RawState, Stage, TurnState};

/// Everything one viewer may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Observation {
    /// Who is looking.
    pub viewer: Viewer,
    /// The config.
    pub config: Config,
    /// Whose turn it is.
    pub current: PlayerId,
    /// The holder of the First Player marker.
    pub first: PlayerId,
    /// Who is to act.
    pub to_act: PlayerSet,
    /// The pending decision.
    pub stage: Stage,
    /// What the current player did this turn.
    pub turn: TurnState,
    /// Cards left in the deck.
    pub deck_size: u8,
    /// The Space Research Center.
    #[cfg_attr(feature = "serde", serde(with = "crate::state::card_numbers"))]
    pub center: CardSet,
    /// The Projects in play.
    pub projects: StackVec<ProjectSlot, 6>,
    /// Every Hub.
    pub hubs: BySeat<Hub>,
    /// Every player's Research tokens.
    pub tokens: BySeat<Icons>,
    /// Every hand's size.
    pub hand_sizes: BySeat<u8>,
    /// The cards of each hand the viewer knows: its own whole hand, and for
    /// the others the cards everybody knows are there.
    #[cfg_attr(feature = "serde", serde(with = "crate::state::card_numbers::by_seat"))]
    pub hands: BySeat<CardSet>,
    /// Whether (and why) the last round has started.
    pub last_round: Option<EndTrigger>,
    /// Consecutive turns without progress (stall rule).
    pub quiet_turns: u16,
    /// Turns completed.
    pub turns: u16,
    /// Each player's Progress so far (public: Hubs and Projects are).
    pub scores: BySeat<i32>,
}

impl RawState {
    /// What `viewer` may know.
    pub(crate) fn observation(&self, viewer: Viewer) -> Observation {
        let hands = BySeat::from_fn(self.players(), |p| {
            if viewer == Viewer::Seat(p) {
                self.hands[p]
            } else {
                self.known[p]
            }
        });
        Observation {
            viewer,
            config: self.config,
            current: self.current,
            first: self.first,
            to_act: self.acting(),
            stage: self.stage,
            turn: self.turn,
            deck_size: self.deck.len() as u8,
            center: self.center,
            projects: self.projects,
            hubs: self.hubs,
            tokens: self.tokens,
            hand_sizes: self.hands.map(|_, h| h.len() as u8),
            hands,
            last_round: self.last_round,
            quiet_turns: self.quiet_turns,
            turns: self.turns,
            scores: self.scores(),
        }
    }

    /// A state `viewer` cannot tell apart from this one: the cards it cannot
    /// place (the deck, and the unknown cards of other hands) are dealt
    /// again at random, each hand keeping its size and its known cards, and
    /// the RNG is re-keyed from `rng`.
    ///
    /// The result is a function of what the viewer knows and of `rng` only:
    /// the unseen cards are pooled as a set (in card-number order) worked out
    /// from the viewer's side of the table — every card but the Center, the
    /// Hubs, the viewer's own hand and the cards known to be in other hands —
    /// and dealt to the other hands in seat order, the rest forming the
    /// deck. Neither where the unseen cards really are nor the true RNG
    /// plays any part, so two true states the viewer cannot tell apart give
    /// the same world for the same `rng` (bots choose alike in them).
    ///
    /// When another player has announced an ability used instead of the
    /// action and has yet to name the Specialist it recruits, everybody
    /// knows that a Specialist they can recruit with it is in the Center or
    /// in their hand:
    /// deals that break this are drawn again (ruling R16), and after 64 such
    /// draws one of the unknown cards that qualifies is dealt to that hand
    /// first.
    pub(crate) fn determinize_for<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> RawState {
        let mut shuffler = GameRng::from_rng(rng);
        let unseen = self.unseen_by(viewer);
        let announced = match self.stage {
            Stage::Choosing { ability } if viewer != Viewer::Seat(self.current) => Some(ability),
            _ => None,
        };
        let mut d = self.deal_unseen(viewer, unseen, None, &mut shuffler);
        if let Some(ability) = announced {
            let mut draws = 1;
            while !d.has_specialist_to_recruit(self.current, ability) {
                let forced = if draws < 64 {
                    None
                } else {
                    self.a_qualifying_unseen_card(unseen, ability, &mut shuffler)
                };
                d = self.deal_unseen(viewer, unseen, forced, &mut shuffler);
                draws += 1;
                if draws > 65 {
                    break;
                }
            }
        }
        d.rng = GameRng::from_rng(rng);
        d
    }

    /// The cards `viewer` cannot place, from its side of the table: every
    /// Specialist but those face up in the Center, in a Hub, in the viewer's
    /// own hand, or known to all to be in another hand.
    fn unseen_by(&self, viewer: Viewer) -> CardSet {
        let mut seen = self.center;
        for p in PlayerId::all(self.players()) {
            seen = seen.union(&self.hubs[p].cards());
            seen = seen.union(if viewer == Viewer::Seat(p) {
                &self.hands[p]
            } else {
                &self.known[p]
            });
        }
        CardSet::range(NUM_SPECIALISTS).difference(&seen)
    }

    /// The `unseen` cards dealt again: each other hand gets its known cards
    /// and as many unseen ones as it holds unknown cards (in seat order),
    /// the rest is the deck; `first` (if any) goes to the current player's
    /// hand before the rest.
    fn deal_unseen(
        &self,
        viewer: Viewer,
        unseen: CardSet,
        first: Option<usize>,
        shuffler: &mut GameRng,
    ) -> RawState {
        let mut d = *self;
        let mut pool = unseen;
        for p in PlayerId::all(self.players()) {
            if viewer == Viewer::Seat(p) {
                continue;
            }
            // Hand sizes are public.
            let mut hidden = self.hands[p].len().saturating_sub(self.known[p].len());
            let mut hand = self.known[p];
            if p == self.current && hidden > 0 {
                if let Some(c) = first.filter(|&c| pool.remove(c)) {
                    hand.insert(c);
                    hidden -= 1;
                }
            }
            for _ in 0..hidden {
                if let Some(c) = pool.take_random(shuffler) {
                    hand.insert(c);
                }
            }
            d.hands[p] = hand;
        }
        d.deck = pool;
        d
    }

    /// A random card among the `unseen` ones that would let the current
    /// player recruit with the announced ability.
    fn a_qualifying_unseen_card(
        &self,
        unseen: CardSet,
        ability: Field,
        shuffler: &mut GameRng,
    ) -> Option<usize> {
        let p = self.current;
        let mut probe = *self;
        let qualifying: CardSet = unseen
            .iter()
            .filter(|&c| {
                probe.hands[p] = self.known[p];
                probe.hands[p].insert(c);
                probe.has_specialist_to_recruit(p, ability)
            })
            .collect();
        qualifying.random(shuffler)
    }
}

impl Determinize for LetsGo {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        LetsGo {
            s: self.s.determinize_for(viewer, rng),
        }
    }

    fn rng(&self) -> &GameRng {
        &self.s.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.s.rng = rng;
    }
}

/// The observation tensor (see "Observation tensor" in the crate
/// documentation): one flat vector of `269 + 523 × players` numbers, every
/// one in [0, 1], per-seat values rotated so that the viewer's own seat
/// comes first (seat 0 first for the spectator).
pub(crate) mod tensor {
    use cardgame_core::{PlayerId, Viewer};

    use crate::config::{FirstPlayer, ProjectSides};
    use crate::data::{Card, Field, Icons, NUM_SPECIALISTS, NUM_TILES};
    use crate::observe::Observation;
    use crate::state::{EndTrigger, Stage, HUB_CAPACITY};

    /// Numbers of the global part (before the per-seat blocks) that do not
    /// depend on the number of players.
    pub(crate) const GLOBAL: usize = 1 + 7 + 5 + PAYING + BOOSTING + TURN + SUPPLY + 20 + 6 + 5;
    /// Numbers per seat in the global part: current, First Player, to act
    /// (3), a Project's owner (20), the seat that recruited 12 (1).
    pub(crate) const GLOBAL_PER_SEAT: usize = 3 + 2 * NUM_TILES + 1;
    const PAYING: usize = NUM_SPECIALISTS + 5 + 1 + 5 + 1 + 1;
    const BOOSTING: usize = 5 + 5 + 1 + 1;
    const TURN: usize = 5 + 1 + NUM_SPECIALISTS + 5 + 1 + 1 + 5 + 1;
    const SUPPLY: usize = 1 + NUM_SPECIALISTS;
    /// Numbers per card of a Hub: its Division (5), on top (1), how many
    /// Specialists are above it in its Division (1).
    const HUB_CARD: usize = 7;
    /// Numbers of one seat's block.
    pub(crate) const SEAT: usize = NUM_SPECIALISTS * HUB_CARD + 11 + 5 + 62 + 1;

    /// The tensor's length for `players` seats.
    pub(crate) const fn len(players: usize) -> usize {
        GLOBAL + (GLOBAL_PER_SEAT + SEAT) * players
    }

    /// Writes into a buffer segment by segment; writes beyond its end are
    /// dropped (a shorter buffer gets as much as fits).
    struct Cursor<'a> {
        out: &'a mut [f32],
        base: usize,
    }

    impl Cursor<'_> {
        fn set(&mut self, i: usize, v: f32) {
            if let Some(x) = self.out.get_mut(self.base + i) {
                *x = v;
            }
        }

        fn flag(&mut self, i: usize, on: bool) {
            if on {
                self.set(i, 1.0);
            }
        }

        fn icons(&mut self, at: usize, icons: &Icons, scale: f32) {
            for f in Field::ALL {
                self.set(at + f.index(), f32::from(icons.get(f)) / scale);
            }
        }

        /// Ends a segment of `len` numbers.
        fn next(&mut self, len: usize) {
            self.base += len;
        }
    }

    fn ratio(n: impl Into<f64>, scale: f64) -> f32 {
        (n.into() / scale).min(1.0) as f32
    }

    /// Writes `obs` into `out` (every element; nothing allocated).
    pub(crate) fn encode(obs: &Observation, out: &mut [f32]) {
        out.fill(0.0);
        let n = usize::from(obs.config.players).max(1);
        let base = match obs.viewer {
            Viewer::Seat(p) => p.index() % n,
            Viewer::Spectator => 0,
        };
        // Seat p's place in the rotated order.
        let rel = |p: PlayerId| (p.index() + n - base) % n;
        let mut c = Cursor { out, base: 0 };

        // viewer: 1
        c.flag(0, obs.viewer == Viewer::Spectator);
        c.next(1);
        // seats: 3 × players
        c.flag(rel(obs.current), true);
        c.flag(n + rel(obs.first), true);
        for p in obs.to_act.iter() {
            c.flag(2 * n + rel(p), true);
        }
        c.next(3 * n);
        // stage: 7
        let stage = match obs.stage {
            Stage::Action => 0,
            Stage::Choosing { .. } => 1,
            Stage::Paying(_) => 2,
            Stage::AfterAction => 3,
            Stage::Boosting(_) => 4,
            Stage::Claiming => 5,
            Stage::Over => 6,
        };
        c.flag(stage, true);
        c.next(7);
        // choosing: 5
        if let Stage::Choosing { ability } = obs.stage {
            c.flag(ability.index(), true);
        }
        c.next(5);
        // paying: 73
        if let Stage::Paying(pay) = obs.stage {
            c.flag(pay.card.index(), true);
            c.flag(NUM_SPECIALISTS + pay.division.index(), true);
            c.flag(NUM_SPECIALISTS + 5, pay.from_hand);
            c.icons(NUM_SPECIALISTS + 6, &pay.need, 6.0);
            c.set(NUM_SPECIALISTS + 11, ratio(pay.wild, 6.0));
            c.set(NUM_SPECIALISTS + 12, ratio(pay.tokens_due, 3.0));
        }
        c.next(PAYING);
        // boosting: 12
        if let Stage::Boosting(b) = obs.stage {
            c.flag(b.ability.index(), true);
            if let Some(s) = b.skill {
                c.flag(5 + s.index(), true);
            }
            c.set(10, ratio(b.tokens_due, 2.0));
            c.flag(11, b.card_due);
        }
        c.next(BOOSTING);
        // turn: 79
        for f in Field::ALL {
            c.flag(f.index(), obs.turn.used.contains(f));
        }
        if let Some(r) = obs.turn.recruited {
            c.flag(5, true);
            c.flag(6 + r.card.index(), true);
            c.flag(6 + NUM_SPECIALISTS + r.division.index(), true);
            c.flag(11 + NUM_SPECIALISTS, r.from_hand);
            c.flag(12 + NUM_SPECIALISTS, r.into_empty);
        }
        c.icons(13 + NUM_SPECIALISTS, &obs.turn.bonus, 5.0);
        c.flag(18 + NUM_SPECIALISTS, obs.turn.progress);
        c.next(TURN);
        // supply: 61
        c.set(0, ratio(obs.deck_size, NUM_SPECIALISTS as f64));
        for i in obs.center.iter() {
            c.flag(1 + i, i < NUM_SPECIALISTS);
        }
        c.next(SUPPLY);
        // projects: 20 × (1 + players)
        for slot in obs.projects.iter() {
            let side = usize::from(slot.project.id());
            c.flag(side * (1 + n), true);
            if let Some(o) = slot.owner {
                c.flag(side * (1 + n) + 1 + rel(o), true);
            }
        }
        c.next(2 * NUM_TILES * (1 + n));
        // end: 6 + players
        match obs.last_round {
            None => c.flag(0, true),
            Some(EndTrigger::AllProjects) => c.flag(1, true),
            Some(EndTrigger::TwelveSpecialists(p)) => {
                c.flag(2, true);
                c.flag(4 + rel(p), true);
            }
            Some(EndTrigger::Stall) => c.flag(3, true),
        }
        c.set(
            4 + n,
            ratio(obs.quiet_turns, f64::from(obs.config.stall_turns().max(1))),
        );
        c.set(5 + n, ratio(obs.turns, 200.0));
        c.next(6 + n);
        // config: 5
        c.flag(
            match obs.config.sides {
                ProjectSides::Random => 0,
                ProjectSides::Soviet => 1,
                ProjectSides::American => 2,
            },
            true,
        );
        c.flag(3, obs.config.first_player == FirstPlayer::Random);
        c.set(4, ratio(obs.config.stall_rounds, 50.0));
        c.next(5);
        // seats: players × 499, the viewer's own (or seat 0) first
        for k in 0..n {
            let p = PlayerId(((base + k) % n) as u8);
            if let Some(hub) = obs.hubs.get(p) {
                for d in Field::ALL {
                    let height = hub.division_len(d);
                    for (i, card) in hub.division(d).enumerate() {
                        let at = card.index() * HUB_CARD;
                        c.flag(at + d.index(), true);
                        c.flag(at + 5, i + 1 == height);
                        c.set(at + 6, ratio((height - 1 - i) as u32, 11.0));
                    }
                }
                let at = NUM_SPECIALISTS * HUB_CARD;
                c.set(at, ratio(hub.len() as u32, HUB_CAPACITY as f64));
                c.icons(at + 1, &hub.skill_icons(), HUB_CAPACITY as f32);
                for d in Field::ALL {
                    c.set(
                        at + 6 + d.index(),
                        ratio(hub.matching_skills(d), HUB_CAPACITY as f64),
                    );
                }
            }
            let at = NUM_SPECIALISTS * HUB_CARD + 11;
            if let Some(t) = obs.tokens.get(p) {
                c.icons(at, t, 4.0);
            }
            let size = obs.hand_sizes.get(p).copied().unwrap_or(0);
            c.set(at + 5, ratio(size, 15.0));
            c.set(at + 6, ratio(size, NUM_SPECIALISTS as f64));
            if let Some(hand) = obs.hands.get(p) {
                for i in hand.iter() {
                    c.flag(at + 7 + i, Card::new(i as u8).is_some());
                }
            }
            let score = obs.scores.get(p).copied().unwrap_or(0).max(0);
            c.set(at + 67, ratio(score, 60.0));
            c.next(SEAT);
        }
    }
}

impl Encode for LetsGo {
    /// One axis of `269 + 523 × players` numbers (1,315 for 2 players,
    /// 1,838 for 3, 2,361 for 4), laid out as "Observation tensor" in the
    /// crate documentation says.
    fn observation_shape(config: &Config) -> Vec<usize> {
        alloc::vec![tensor::len(usize::from(config.players))]
    }

    /// Allocates nothing.
    fn encode(obs: &Observation, out: &mut [f32]) {
        tensor::encode(obs, out);
    }

    /// Each player's Progress so far (the final Progress once the game is
    /// over).
    fn scores(&self) -> BySeat<i32> {
        self.s.scores()
    }
}
