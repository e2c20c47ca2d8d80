//! What a viewer may know ([`Observation`]) and the resampling of what it
//! may not ([`resample`], behind `Determinize`).
//!
//! Secret: hands (except cards everybody saw go there), the Unexplored
//! Universe (a seat knows the cards it put there), Control card choices until
//! revealed, the Deck's order, the face-down Projects and the AI Control
//! decks. Everything else is public.

use alloc::vec::Vec;

use cardgame_core::{
    BySeat, CardSet, Determinize, Encode, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::config::{Config, SeatKind};
use crate::data::cards::{CARD_COUNT, MAX_COVER_PAIRS};
use crate::data::factions::Rocket;
use crate::data::missions::Mission;
use crate::data::projects::{of_category, project, Category, PROJECTS, PROJECT_SANGUINE};
use crate::rules::small_len;
use crate::state::{ProjectStatus, RawState, SpaceRace, Stage, Task, SLOTS, SLOT_DEPTH};

/// What one seat shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct PlayAreaView {
    /// Its Rocket.
    pub rocket: Rocket,
    /// Human or AI.
    pub kind: SeatKind,
    /// Its Progress track space.
    pub progress: u16,
    /// Cards in hand.
    pub hand_size: u8,
    /// The hand cards the viewer knows (all of its own).
    pub hand_known: CardSet,
    /// Lab cards.
    pub lab: CardSet,
    /// Agency cards.
    pub agency: CardSet,
    /// Astronauts in the Agency.
    pub astronauts: u8,
    /// Astronauts in the box.
    pub boxed: u8,
    /// Upright astronauts per zone.
    pub upright: [u8; 5],
    /// Exhausted astronauts per zone.
    pub exhausted: [u8; 5],
    /// Remaining Control card slots.
    pub controls_left: u16,
    /// Played Control card slots.
    pub controls_played: u16,
    /// The active Control card slot.
    pub active: Option<u8>,
    /// Whether a Control card is chosen and not revealed.
    pub has_committed: bool,
    /// The chosen Control card (the viewer's own only).
    pub committed: Option<u8>,
    /// Abilities of the active Control card used this round.
    pub control_used: u8,
}

/// A Project as seen: face-down ones are anonymous.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct ProjectView {
    /// The Project id, once revealed.
    pub id: Option<u8>,
    /// Its status.
    pub status: ProjectStatus,
    /// Occupants of its spaces.
    pub spaces: StackVec<Option<PlayerId>, 8>,
    /// Standby astronauts per seat.
    pub standby: StackVec<u8, 5>,
}

/// Everything a viewer may know.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Observation {
    /// Who is looking.
    pub viewer: Viewer,
    /// The mission.
    pub mission: Mission,
    /// The round.
    pub round: u8,
    /// The stage.
    pub stage: Stage,
    /// The current Mission tile.
    pub tile: u8,
    /// Who decides now.
    pub to_act: PlayerSet,
    /// The seat on turn in a sequential stage.
    pub actor: Option<PlayerId>,
    /// Pending work of the seat on turn, bottom first (top = the decision).
    pub tasks: StackVec<Task, 24>,
    /// Abilities activated this turn.
    pub turn_activations: u8,
    /// Cards in the Deck.
    pub deck: u8,
    /// Whether the Deck was already rebuilt from the Investments.
    pub deck_reshuffled: bool,
    /// Cards in the Unexplored Universe.
    pub unexplored: u8,
    /// The viewer's own cards in the Unexplored Universe.
    pub my_unexplored: CardSet,
    /// The Universe slots, bottom card first.
    pub universe: [StackVec<u8, SLOT_DEPTH>; SLOTS],
    /// The Investments area.
    pub investments: CardSet,
    /// Covered Agency cards.
    pub covered: CardSet,
    /// Covered cards whose cover is an astronaut.
    pub cover_astronauts: CardSet,
    /// `(covered, cover)` pairs of cards covered by another card.
    pub cover_cards: StackVec<(u8, u8), MAX_COVER_PAIRS>,
    /// Ability uses this round, by ability index.
    pub used: [CardSet; crate::data::MAX_ABILITIES],
    /// The seats.
    pub seats: BySeat<PlayAreaView>,
    /// The five Projects, bottom first.
    pub projects: StackVec<ProjectView, 5>,
    /// Decisions so far.
    pub decisions: u32,
    /// Whether the game ended at the decision cap.
    pub capped: bool,
}

impl Observation {
    /// The observation of `viewer`; `to_act` is [`RawState::to_act`], which
    /// the game may already know (where the rules stopped).
    pub(crate) fn of(st: &RawState, viewer: Viewer, to_act: PlayerSet) -> Observation {
        let me = viewer.seat();
        // The seats and the Projects are filled in values of their own and
        // the observation is made in one expression at the end, so it is
        // written straight into the caller's place (an observation filled
        // through references is built aside and copied whole, 1,864 bytes,
        // on return).
        let mut seats = BySeat::new(st.n(), PlayAreaView::default());
        // The config has one entry per seat: each seat's Rocket and kind are
        // read from it alongside.
        let areas = st.seats.iter().zip(st.config.seats.iter());
        for (((p, s), seat_config), (_, view)) in areas.zip(seats.iter_mut()) {
            let own = me == Some(p);
            view.rocket = seat_config.rocket;
            view.kind = seat_config.kind;
            view.progress = s.progress;
            view.hand_size = small_len(&s.hand) as u8;
            view.hand_known = if own {
                s.hand
            } else {
                s.hand.intersection(&st.public_in_hand)
            };
            view.lab = s.lab;
            view.agency = s.agency;
            view.astronauts = s.astronauts;
            view.boxed = s.boxed;
            view.upright = s.upright;
            view.exhausted = s.exhausted;
            view.controls_left = s.controls_left;
            view.controls_played = s.controls_played;
            view.active = s.active;
            view.has_committed = s.committed.is_some();
            view.committed = s.committed.filter(|_| own);
            view.control_used = s.control_used;
        }
        let mut projects: StackVec<ProjectView, 5> =
            StackVec::filled(st.projects.len(), ProjectView::default()).unwrap_or_default();
        for (pr, v) in st.projects.iter().zip(projects.as_mut_slice()) {
            let up = pr.status != ProjectStatus::FaceDown;
            v.id = up.then_some(pr.id);
            v.status = pr.status;
            if up {
                // Sized first, then written in place: no length kept up to
                // date card by card.
                if let Ok(spaces) = StackVec::filled(pr.len(), None) {
                    v.spaces = spaces;
                }
                for (to, &x) in v.spaces.as_mut_slice().iter_mut().zip(&pr.spaces) {
                    *to = x;
                }
                if let Ok(standby) = StackVec::filled(st.n().min(5), 0) {
                    v.standby = standby;
                }
                for (to, &x) in v.standby.as_mut_slice().iter_mut().zip(&pr.standby) {
                    *to = x;
                }
            }
        }
        Observation {
            viewer,
            mission: st.config.mission,
            round: st.round,
            stage: st.stage,
            tile: st.tile,
            to_act,
            actor: st.actor(),
            tasks: st.tasks,
            turn_activations: st.turn_activations,
            deck: st.deck.len() as u8,
            deck_reshuffled: st.deck_reshuffled,
            unexplored: small_len(&st.unexplored) as u8,
            my_unexplored: me
                .and_then(|p| st.seat(p))
                .map_or_else(CardSet::new, |s| s.unexplored_known),
            universe: st.universe,
            investments: st.investments,
            covered: st.covered,
            cover_astronauts: st.cover_astronauts,
            cover_cards: st.cover_cards,
            used: st.used,
            seats,
            projects,
            decisions: st.decisions,
            capped: st.capped,
        }
    }
}

/// Resamples everything `viewer` cannot know: the Deck, other seats' secret
/// hand cards, the Unexplored Universe cards it did not put there, other
/// seats' chosen Control cards, and the face-down Projects.
///
/// The result is a function of what the viewer knows and of `rng` only: the
/// unseen cards are pooled in card-number order (never in the order of the
/// places they really are in) before they are shuffled and dealt back, so
/// two true states the viewer cannot tell apart give the same world for the
/// same `rng`.
pub(crate) fn resample(st: &mut RawState, viewer: Viewer, rng: &mut GameRng) {
    let me = viewer.seat();
    let n = st.n();
    // The unseen cards: the Deck, others' secret hand cards, the Unexplored
    // Universe but the viewer's own cards there.
    let mut unseen = st.deck.cards();
    let mut hidden_hand = [0usize; 6];
    let mut hidden_uu = [0usize; 6];
    for (p, s) in st.seats.iter() {
        if me == Some(p) {
            continue;
        }
        let h = s.hand.difference(&st.public_in_hand);
        hidden_hand[p.index()] = h.len();
        hidden_uu[p.index()] = s.unexplored_known.len();
        unseen = unseen.union(&h);
    }
    let mut known_uu = CardSet::new();
    for (_, s) in st.seats.iter() {
        known_uu = known_uu.union(&s.unexplored_known);
    }
    let anonymous_uu = st.unexplored.difference(&known_uu);
    let mine_uu = me
        .and_then(|p| st.seat(p))
        .map_or_else(CardSet::new, |s| s.unexplored_known);
    unseen = unseen.union(&st.unexplored.difference(&mine_uu));
    let mut pool: StackVec<u8, CARD_COUNT> = StackVec::new();
    for c in unseen.iter() {
        let _ = pool.push(c as u8);
    }
    rng.shuffle(pool.as_mut_slice());
    let mut it = pool.iter().copied();
    let mut new_unexplored = st.unexplored.difference(&anonymous_uu);
    for (p, s) in st.seats.iter() {
        if me != Some(p) {
            new_unexplored = new_unexplored.difference(&s.unexplored_known);
        }
    }
    for p in PlayerId::all(n) {
        if me == Some(p) {
            continue;
        }
        let public = st.public_in_hand;
        let Some(s) = st.seats.get_mut(p) else {
            continue;
        };
        s.hand = s.hand.intersection(&public);
        s.unexplored_known = CardSet::new();
        for _ in 0..hidden_hand[p.index()] {
            if let Some(c) = it.next() {
                s.hand.insert(usize::from(c));
            }
        }
        for _ in 0..hidden_uu[p.index()] {
            if let Some(c) = it.next() {
                s.unexplored_known.insert(usize::from(c));
                new_unexplored.insert(usize::from(c));
            }
        }
    }
    for _ in 0..anonymous_uu.len() {
        if let Some(c) = it.next() {
            new_unexplored.insert(usize::from(c));
        }
    }
    st.unexplored = new_unexplored;
    st.deck = cardgame_core::HiddenPile::shuffled(it);
    // Chosen Control cards of other seats.
    for p in PlayerId::all(n) {
        if me == Some(p) {
            continue;
        }
        let Some(s) = st.seats.get_mut(p) else {
            continue;
        };
        if s.committed.is_none() {
            continue;
        }
        let left = s.controls_left;
        let k = rng.below(left.count_ones().max(1));
        if let Some(slot) = (0..16u8).filter(|&i| left & (1 << i) != 0).nth(k as usize) {
            s.committed = Some(slot);
        }
    }
    resample_projects(st, rng);
}

/// The Projects there are.
const PROJECT_COUNT: usize = PROJECTS.len();

fn resample_projects(st: &mut RawState, rng: &mut GameRng) {
    let cats: &[Category] = if st.config.cold_war {
        &Category::ALL
    } else {
        &Category::ALL[..4]
    };
    let ai = st.config.has_ai();
    let mut known: StackVec<u8, PROJECT_COUNT> = StackVec::new();
    let mut hidden: StackVec<usize, PROJECT_COUNT> = StackVec::new();
    for (i, p) in st.projects.iter().enumerate() {
        let _ = if p.status == ProjectStatus::FaceDown {
            hidden.push(i)
        } else {
            known.push(p.id)
        };
    }
    if hidden.is_empty() {
        return;
    }
    let count = |c: Category| {
        known
            .iter()
            .filter(|&&id| project(id).is_some_and(|d| d.category == c))
            .count()
    };
    let pool = |c: Category| {
        let mut ids: StackVec<u8, PROJECT_COUNT> = StackVec::new();
        for id in of_category(c).filter(|id| !(known.contains(id) || ai && *id == PROJECT_SANGUINE))
        {
            let _ = ids.push(id);
        }
        ids
    };
    // Which category holds two (base game), consistent with what is known.
    let mut extras: StackVec<Option<Category>, { Category::ALL.len() }> = StackVec::new();
    if st.config.cold_war {
        let _ = extras.push(None);
    } else {
        for &c in cats {
            let _ = extras.push(Some(c));
        }
    }
    let feasible = |extra: Option<Category>| -> bool {
        let mut need = 0usize;
        for &c in cats {
            let target = if Some(c) == extra { 2 } else { 1 };
            let have = count(c);
            if have > target || pool(c).len() < target - have {
                return false;
            }
            need += target - have;
        }
        need == hidden.len()
    };
    extras.retain(|e| feasible(*e));
    let options = extras;
    let Some(&extra) = options.get(rng.below(options.len().max(1) as u32) as usize) else {
        return;
    };
    let mut ids: StackVec<u8, PROJECT_COUNT> = StackVec::new();
    for &c in cats {
        let target = if Some(c) == extra { 2 } else { 1 };
        let mut p = pool(c);
        for _ in count(c)..target {
            if p.is_empty() {
                break;
            }
            let k = rng.below(p.len() as u32) as usize;
            let last = p.len() - 1;
            p.as_mut_slice().swap(k, last);
            if let Some(id) = p.pop() {
                let _ = ids.push(id);
            }
        }
    }
    rng.shuffle(ids.as_mut_slice());
    for (slot, &id) in hidden.iter().zip(ids.iter()) {
        if let Some(pr) = st.projects.as_mut_slice().get_mut(*slot) {
            pr.id = id;
        }
    }
}

impl Determinize for SpaceRace {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut raw = *self.raw();
        let mut r = GameRng::from_rng(rng);
        resample(&mut raw, viewer, &mut r);
        raw.rng = GameRng::from_rng(&mut r);
        SpaceRace::from_checked(raw)
    }

    fn rng(&self) -> &GameRng {
        &self.raw().rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.raw_mut().rng = rng;
    }
}

impl Encode for SpaceRace {
    /// One axis of `8,461 + 627 × N` numbers for `N` seats (9,715 for 2,
    /// 10,342 for 3, 10,969 for 4, 11,596 for 5), laid out as "Observation
    /// tensor" in the crate documentation says; the shape depends only on
    /// the seat count.
    fn observation_shape(config: &Config) -> Vec<usize> {
        alloc::vec![tensor::len(config.seats.len())]
    }

    /// Allocates nothing.
    fn encode(obs: &Observation, out: &mut [f32]) {
        tensor::encode(obs, out);
    }

    /// Each seat's score so far: the spaces its Rocket stands beyond the
    /// 1950 space (the final score once the game is over; negative for a
    /// Rocket still behind 1950).
    fn scores(&self) -> BySeat<i32> {
        self.raw().scores()
    }
}

impl RawState {
    /// Each seat's score so far: the spaces beyond the 1950 space (ruling R4).
    pub(crate) fn scores(&self) -> BySeat<i32> {
        self.seats
            .map(|_, s| i32::from(s.progress) - i32::from(crate::state::PROGRESS_1950))
    }
}

/// The observation tensor (see "Observation tensor" in the crate docs).
pub(crate) mod tensor {
    use cardgame_core::{PlayerId, Viewer};

    use crate::config::{SeatKind, DEFAULT_DECISION_CAP};
    use crate::data::cards::CARD_COUNT;
    use crate::data::control::{control_def, CONTROL_SLOTS};
    use crate::data::factions::{Rocket, ASTRONAUTS};
    use crate::data::missions::Mission;
    use crate::data::projects::{MAX_SPACES, PROJECTS};
    use crate::data::{Move, Place, Section, Thing, Zone, MAX_ABILITIES, MAX_CONTROL_ABILITIES};
    use crate::observe::Observation;
    use crate::state::{Held, ProjectStatus, Stage, Task, SLOTS_PER_SECTION, SLOT_DEPTH};

    /// Progress track spaces are divided by this (random games end below
    /// space 140; a Rocket beyond 200 reads as 1).
    pub(crate) const PROGRESS_SCALE: f64 = 200.0;
    /// Tasks encoded (the whole stack's capacity), top first.
    pub(crate) const TASKS: usize = 24;
    /// Task kinds: Pay, Resolve, Split, Move, Refresh, Exhaust, Uncover,
    /// Cover, Replace, Recover, Enter, Leader, Settle, EndTurn.
    const TASK_KINDS: usize = 14;
    /// A place of the ability grammar: its kind (9) and its zones (5).
    const PLACE: usize = 9 + 5;
    /// Numbers of one task: kind, card, Control card ability, ability index,
    /// left, step, the move (thing 3, sections 4, from, to, n), its
    /// Project (5), the held astronaut (zone 5 + exhausted, space 5,
    /// standby 5), fresh, first.
    pub(crate) const TASK: usize = TASK_KINDS
        + CARD_COUNT
        + 1
        + MAX_ABILITIES
        + 1
        + 4
        + 3
        + 4
        + 2 * PLACE
        + 1
        + 5
        + 6
        + 10
        + 2;
    /// Numbers per card of the global card part: its Universe slot within
    /// its section (4), on top (1), cards above it (1), in the Investments
    /// (1), the viewer's in the Unexplored Universe (1), covered (1), by an
    /// astronaut (1), a cover (1), the card it covers (1), used by ability
    /// index (3).
    pub(crate) const CARD: usize = SLOTS_PER_SECTION + 8 + MAX_ABILITIES;
    /// The global part that does not depend on the seat count.
    pub(crate) const GLOBAL: usize = 1 + 4 + 8 + 8 + 8 + 3 + 3 + CARD_COUNT * CARD + TASKS * TASK;
    /// Global numbers per seat: to act, on turn (2).
    pub(crate) const GLOBAL_PER_SEAT: usize = 2;
    /// A Project position without its per-seat part: id (25), status (3).
    pub(crate) const PROJECT: usize = PROJECTS.len() + 3;
    /// A Project position's per-seat part: occupant of each space (8), Standby (1).
    pub(crate) const PROJECT_PER_SEAT: usize = MAX_SPACES + 1;
    /// One seat block.
    pub(crate) const SEAT: usize =
        7 + 1 + 1 + 1 + 3 * CARD_COUNT + 2 + 10 + 4 * CONTROL_SLOTS + 5 + 1 + MAX_CONTROL_ABILITIES;

    /// The tensor's length for `n` seats.
    pub(crate) const fn len(n: usize) -> usize {
        GLOBAL + 5 * PROJECT + (GLOBAL_PER_SEAT + 5 * PROJECT_PER_SEAT + SEAT) * n
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

        /// Bits `0..len` of `mask` at `at`.
        fn bits(&mut self, at: usize, mask: u32, len: usize) {
            for b in 0..len {
                self.flag(at + b, mask & (1 << b) != 0);
            }
        }

        /// Ends a segment of `len` numbers.
        fn next(&mut self, len: usize) {
            self.base += len;
        }
    }

    fn ratio(n: impl Into<f64>, scale: f64) -> f32 {
        (n.into() / scale).clamp(0.0, 1.0) as f32
    }

    /// Writes `obs` into `out` (every element; nothing allocated).
    pub(crate) fn encode(obs: &Observation, out: &mut [f32]) {
        out.fill(0.0);
        let n = obs.seats.len().max(1);
        let base = match obs.viewer {
            Viewer::Seat(p) => p.index() % n,
            Viewer::Spectator => 0,
        };
        // Seat p's place in the rotated order (the viewer first).
        let rel = |p: PlayerId| (p.index() + n - base) % n;
        let mut c = Cursor { out, base: 0 };

        // viewer: 1
        c.flag(0, obs.viewer == Viewer::Spectator);
        c.next(1);
        // seats: 2N
        for p in obs.to_act.iter() {
            c.flag(rel(p), true);
        }
        if let Some(p) = obs.actor {
            c.flag(n + rel(p), true);
        }
        c.next(2 * n);
        // mission: 4
        let mission = Mission::ALL.iter().position(|&m| m == obs.mission);
        c.flag(mission.unwrap_or(0), mission.is_some());
        c.next(4);
        // round: 8 (rounds 1-7, 8 once over)
        c.flag(usize::from(obs.round.clamp(1, 8)) - 1, true);
        c.next(8);
        // stage: 8
        let stage = match obs.stage {
            Stage::Unexplored => 0,
            Stage::ChooseControl => 1,
            Stage::Develop(s) => 2 + s.index(),
            Stage::Bureaucracy => 6,
            Stage::Over => 7,
        };
        c.flag(stage, true);
        c.next(8);
        // tile: 8 (tiles 1-7, 8 once all are flipped)
        c.flag(usize::from(obs.tile.min(7)), true);
        c.next(8);
        // turn: 3
        c.set(0, ratio(obs.turn_activations, 8.0));
        c.set(1, ratio(obs.decisions, f64::from(DEFAULT_DECISION_CAP)));
        c.flag(2, obs.capped);
        c.next(3);
        // supply: 3
        c.set(0, ratio(obs.deck, CARD_COUNT as f64));
        c.flag(1, obs.deck_reshuffled);
        c.set(2, ratio(obs.unexplored, 16.0));
        c.next(3);
        // cards: 162 × CARD
        for (slot, stack) in obs.universe.iter().enumerate() {
            let k = slot % SLOTS_PER_SECTION;
            let depth = stack.len();
            for (i, &card) in stack.iter().enumerate() {
                let at = usize::from(card) * CARD;
                c.flag(at + k, true);
                c.flag(at + 4, i + 1 == depth);
                c.set(at + 5, ratio((depth - i - 1) as f64, SLOT_DEPTH as f64));
            }
        }
        for card in 0..CARD_COUNT {
            let at = card * CARD;
            c.flag(at + 6, obs.investments.contains(card));
            c.flag(at + 7, obs.my_unexplored.contains(card));
            c.flag(at + 8, obs.covered.contains(card));
            c.flag(at + 9, obs.cover_astronauts.contains(card));
            for (i, used) in obs.used.iter().enumerate().take(MAX_ABILITIES) {
                c.flag(at + 12 + i, used.contains(card));
            }
        }
        for &(covered, cover) in obs.cover_cards.iter() {
            let at = usize::from(cover) * CARD;
            c.flag(at + 10, true);
            c.set(at + 11, ratio(f64::from(covered) + 1.0, CARD_COUNT as f64));
        }
        c.next(CARD_COUNT * CARD);
        // tasks: 24 × TASK, the top (the decision) first
        for (i, t) in obs.tasks.iter().rev().enumerate().take(TASKS) {
            task(&mut c, i * TASK, t);
        }
        c.next(TASKS * TASK);
        // projects: 5 × (PROJECT + N × PROJECT_PER_SEAT)
        let per_project = PROJECT + n * PROJECT_PER_SEAT;
        for (i, pr) in obs.projects.iter().enumerate().take(5) {
            let at = i * per_project;
            if let Some(id) = pr.id {
                c.flag(at + usize::from(id), usize::from(id) < PROJECTS.len());
            }
            let status = match pr.status {
                ProjectStatus::FaceDown => 0,
                ProjectStatus::Open => 1,
                ProjectStatus::Closed => 2,
            };
            c.flag(at + PROJECTS.len() + status, true);
            let seats = at + PROJECT;
            for (k, s) in pr.spaces.iter().enumerate().take(MAX_SPACES) {
                if let Some(p) = s {
                    c.flag(seats + rel(*p) * PROJECT_PER_SEAT + k, p.index() < n);
                }
            }
            for (p, &x) in pr.standby.iter().enumerate().take(n) {
                let r = rel(PlayerId(p as u8));
                c.set(
                    seats + r * PROJECT_PER_SEAT + MAX_SPACES,
                    ratio(x, f64::from(ASTRONAUTS)),
                );
            }
        }
        c.next(5 * per_project);
        // seat blocks: N × SEAT, the viewer's first
        for (p, s) in obs.seats.iter() {
            let at = rel(p) * SEAT;
            let rocket = Rocket::ALL.iter().position(|&r| r == s.rocket).unwrap_or(0);
            c.flag(at + rocket, true);
            c.flag(at + 7, s.kind == SeatKind::Ai);
            c.set(at + 8, ratio(f64::from(s.progress), PROGRESS_SCALE));
            c.set(at + 9, ratio(s.hand_size, 16.0));
            let cards = at + 10;
            for card in s.hand_known.iter() {
                c.flag(cards + card, card < CARD_COUNT);
            }
            for card in s.lab.iter() {
                c.flag(cards + CARD_COUNT + card, card < CARD_COUNT);
            }
            for card in s.agency.iter() {
                c.flag(cards + 2 * CARD_COUNT + card, card < CARD_COUNT);
            }
            let astro = cards + 3 * CARD_COUNT;
            let a = f64::from(ASTRONAUTS);
            c.set(astro, ratio(s.astronauts, a));
            c.set(astro + 1, ratio(s.boxed, a));
            for z in 0..Zone::ALL.len() {
                c.set(
                    astro + 2 + z,
                    ratio(s.upright.get(z).copied().unwrap_or(0), a),
                );
                c.set(
                    astro + 7 + z,
                    ratio(s.exhausted.get(z).copied().unwrap_or(0), a),
                );
            }
            let ctrl = astro + 12;
            c.bits(ctrl, u32::from(s.controls_left), CONTROL_SLOTS);
            c.bits(
                ctrl + CONTROL_SLOTS,
                u32::from(s.controls_played),
                CONTROL_SLOTS,
            );
            if let Some(a) = s.active {
                c.flag(
                    ctrl + 2 * CONTROL_SLOTS + usize::from(a),
                    usize::from(a) < CONTROL_SLOTS,
                );
                if let Some(d) = control_def(s.rocket, usize::from(a)) {
                    c.flag(ctrl + 3 * CONTROL_SLOTS + d.section.index(), true);
                    c.set(ctrl + 3 * CONTROL_SLOTS + 4, ratio(d.initiative, 6.0));
                }
            }
            let chosen = ctrl + 3 * CONTROL_SLOTS + 5;
            c.flag(chosen, s.has_committed);
            if let Some(k) = s.committed {
                c.flag(chosen + 1 + usize::from(k), usize::from(k) < CONTROL_SLOTS);
            }
            c.bits(
                chosen + 1 + CONTROL_SLOTS,
                u32::from(s.control_used),
                MAX_CONTROL_ABILITIES,
            );
        }
        c.next(n * SEAT);
    }

    /// One task at `at`.
    fn task(c: &mut Cursor<'_>, at: usize, t: &Task) {
        let (kind, card, src) = match *t {
            Task::Pay { src, .. } => (0, src.card, Some(src)),
            Task::Resolve { src } => (1, src.card, Some(src)),
            Task::Split { src } => (2, src.card, Some(src)),
            Task::Move { .. } => (3, None, None),
            Task::Refresh { .. } => (4, None, None),
            Task::Exhaust { .. } => (5, None, None),
            Task::Uncover => (6, None, None),
            Task::Cover { card } => (7, Some(card), None),
            Task::Replace { card } => (8, Some(card), None),
            Task::Recover => (9, None, None),
            Task::Enter { card, .. } => (10, Some(card), None),
            Task::Leader { new } => (11, Some(new), None),
            Task::Settle => (12, None, None),
            Task::EndTurn => (13, None, None),
        };
        c.flag(at + kind, true);
        let mut i = at + TASK_KINDS;
        if let Some(card) = card {
            c.flag(i + usize::from(card), usize::from(card) < CARD_COUNT);
        }
        i += CARD_COUNT;
        if let Some(src) = src {
            c.flag(i, src.card.is_none());
            c.flag(
                i + 1 + usize::from(src.index),
                usize::from(src.index) < MAX_ABILITIES,
            );
        }
        i += 1 + MAX_ABILITIES;
        let left = match *t {
            Task::Pay { left, .. }
            | Task::Move { left, .. }
            | Task::Refresh { left }
            | Task::Exhaust { left } => left,
            _ => 0,
        };
        c.set(i, ratio(left, 8.0));
        i += 1;
        if let Task::Enter { step, .. } = *t {
            c.flag(i + usize::from(step), step < 4);
        }
        i += 4;
        if let Task::Move {
            m,
            project,
            held,
            fresh,
            first,
            ..
        } = *t
        {
            movement(c, i, m);
            let j = i + 3 + 4 + 2 * PLACE + 1;
            if let Some(pr) = project {
                c.flag(j + usize::from(pr), pr < 5);
            }
            let j = j + 5;
            match held {
                Some(Held::Zone { zone, exhausted }) => {
                    c.flag(j + usize::from(zone), zone < 5);
                    c.flag(j + 5, exhausted);
                }
                Some(Held::Space(pr)) => c.flag(j + 6 + usize::from(pr), pr < 5),
                Some(Held::Standby(pr)) => c.flag(j + 11 + usize::from(pr), pr < 5),
                None => {}
            }
            c.flag(j + 16, fresh);
            c.flag(j + 17, first);
        }
    }

    /// A move of the ability grammar at `at`: thing (3), sections (4), from,
    /// to, n.
    fn movement(c: &mut Cursor<'_>, at: usize, m: Move) {
        match m.thing {
            Thing::Cards(s) => {
                c.flag(at, true);
                for sec in Section::ALL {
                    c.flag(at + 3 + sec.index(), s.has(sec));
                }
            }
            Thing::Astronauts => c.flag(at + 1, true),
            Thing::ExhaustedAstronauts => c.flag(at + 2, true),
        }
        place(c, at + 7, m.from);
        place(c, at + 7 + PLACE, m.to);
        c.set(at + 7 + 2 * PLACE, ratio(m.n, 8.0));
    }

    /// A place of the ability grammar at `at`: its kind (9), its zones (5).
    fn place(c: &mut Cursor<'_>, at: usize, p: Place) {
        let kind = match p {
            Place::Deck => 0,
            Place::Hand => 1,
            Place::Lab => 2,
            Place::Agency => 3,
            Place::Universe => 4,
            Place::Investments => 5,
            Place::Unexplored => 6,
            Place::Zones(z) => {
                for zone in Zone::ALL {
                    c.flag(at + 9 + zone.index(), z.has(zone));
                }
                7
            }
            Place::Projects => 8,
        };
        c.flag(at + kind, true);
    }
}
