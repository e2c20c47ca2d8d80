//! What a viewer may know ([`Observation`]) and the resampling of what it
//! may not ([`resample`], behind `Determinize`).
//!
//! Secret: hands (except cards everybody saw go there), the Unexplored
//! Universe (a seat knows the cards it put there), Control card choices until
//! revealed, the Deck's order, the face-down Projects and the AI Control
//! decks. Everything else is public.

use core::fmt;

use alloc::vec::Vec;

use cardgame_core::{
    BySeat, CardSet, Determinize, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::config::SeatKind;
use crate::data::cards::{card_def, MAX_COVER_PAIRS};
use crate::data::control::control_def;
use crate::data::factions::Rocket;
use crate::data::missions::Mission;
use crate::data::projects::{of_category, project, Category, PROJECT_SANGUINE};
use crate::data::Zone;
use crate::state::{
    ProjectStatus, RawState, SpaceRace, Stage, Task, SLOTS, SLOTS_PER_SECTION, SLOT_DEPTH,
};

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
    /// The observation of `viewer`.
    pub(crate) fn of(st: &RawState, viewer: Viewer) -> Observation {
        let me = viewer.seat();
        let seats = st.seats.map(|p, s| {
            let own = me == Some(p);
            PlayAreaView {
                rocket: st.rocket(p),
                kind: if st.is_ai(p) {
                    SeatKind::Ai
                } else {
                    SeatKind::Human
                },
                progress: s.progress,
                hand_size: s.hand.len() as u8,
                hand_known: if own {
                    s.hand
                } else {
                    s.hand.intersection(&st.public_in_hand)
                },
                lab: s.lab,
                agency: s.agency,
                astronauts: s.astronauts,
                boxed: s.boxed,
                upright: s.upright,
                exhausted: s.exhausted,
                controls_left: s.controls_left,
                controls_played: s.controls_played,
                active: s.active,
                has_committed: s.committed.is_some(),
                committed: s.committed.filter(|_| own),
                control_used: s.control_used,
            }
        });
        let mut projects = StackVec::new();
        for pr in st.projects.iter() {
            let up = pr.status != ProjectStatus::FaceDown;
            let mut v = ProjectView {
                id: up.then_some(pr.id),
                status: pr.status,
                ..ProjectView::default()
            };
            if up {
                for &x in pr.spaces.iter().take(pr.len()) {
                    let _ = v.spaces.push(x);
                }
                for &x in pr.standby.iter().take(st.n().min(5)) {
                    let _ = v.standby.push(x);
                }
            }
            let _ = projects.push(v);
        }
        let mut to_act = PlayerSet::EMPTY;
        for (p, seat) in st.seats.iter() {
            let acting = match st.stage {
                Stage::Over => false,
                Stage::ChooseControl => !st.is_ai(p) && seat.committed.is_none(),
                _ => st.actor() == Some(p) && !st.is_ai(p),
            };
            if acting {
                to_act.insert(p);
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
            unexplored: st.unexplored.len() as u8,
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
pub(crate) fn resample(st: &mut RawState, viewer: Viewer, rng: &mut GameRng) {
    let me = viewer.seat();
    let n = st.n();
    // Cards.
    let mut pool: Vec<u8> = st.deck.cards().iter().map(|c| c as u8).collect();
    let mut hidden_hand = [0usize; 6];
    let mut hidden_uu = [0usize; 6];
    for (p, s) in st.seats.iter() {
        if me == Some(p) {
            continue;
        }
        let h = s.hand.difference(&st.public_in_hand);
        hidden_hand[p.index()] = h.len();
        hidden_uu[p.index()] = s.unexplored_known.len();
        pool.extend(h.iter().map(|c| c as u8));
        pool.extend(s.unexplored_known.iter().map(|c| c as u8));
    }
    let mut known_uu = CardSet::new();
    for (_, s) in st.seats.iter() {
        known_uu = known_uu.union(&s.unexplored_known);
    }
    let anonymous_uu = st.unexplored.difference(&known_uu);
    pool.extend(anonymous_uu.iter().map(|c| c as u8));
    rng.shuffle(&mut pool);
    let mut it = pool.into_iter();
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

fn resample_projects(st: &mut RawState, rng: &mut GameRng) {
    let cats: &[Category] = if st.config.cold_war {
        &Category::ALL
    } else {
        &Category::ALL[..4]
    };
    let ai = st.config.has_ai();
    let known: Vec<u8> = st
        .projects
        .iter()
        .filter(|p| p.status != ProjectStatus::FaceDown)
        .map(|p| p.id)
        .collect();
    let hidden: Vec<usize> = st
        .projects
        .iter()
        .enumerate()
        .filter(|(_, p)| p.status == ProjectStatus::FaceDown)
        .map(|(i, _)| i)
        .collect();
    if hidden.is_empty() {
        return;
    }
    let count = |c: Category| {
        known
            .iter()
            .filter(|&&id| project(id).is_some_and(|d| d.category == c))
            .count()
    };
    let pool = |c: Category| -> Vec<u8> {
        of_category(c)
            .filter(|id| !(known.contains(id) || ai && *id == PROJECT_SANGUINE))
            .collect()
    };
    // Which category holds two (base game), consistent with what is known.
    let mut extras: Vec<Option<Category>> = Vec::new();
    if st.config.cold_war {
        extras.push(None);
    } else {
        for &c in cats {
            extras.push(Some(c));
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
    let options: Vec<Option<Category>> = extras.into_iter().filter(|e| feasible(*e)).collect();
    let Some(&extra) = options.get(rng.below(options.len().max(1) as u32) as usize) else {
        return;
    };
    let mut ids: Vec<u8> = Vec::new();
    for &c in cats {
        let target = if Some(c) == extra { 2 } else { 1 };
        let mut p = pool(c);
        for _ in count(c)..target {
            if p.is_empty() {
                break;
            }
            let k = rng.below(p.len() as u32) as usize;
            ids.push(p.swap_remove(k));
        }
    }
    rng.shuffle(&mut ids);
    for (slot, id) in hidden.iter().zip(ids) {
        if let Some(pr) = st.projects.as_mut_slice().get_mut(*slot) {
            pr.id = id;
        }
    }
}

fn name(c: u8) -> &'static str {
    card_def(c).map_or("?", |d| d.name)
}

fn list(f: &mut fmt::Formatter<'_>, cards: &CardSet) -> fmt::Result {
    if cards.is_empty() {
        return f.write_str("-");
    }
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{} [{c}]", name(c as u8))?;
    }
    Ok(())
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Space Race — {} mission, round {}/7, tile {}, {}",
            self.mission.name(),
            self.round,
            self.tile + 1,
            self.stage
        )?;
        writeln!(
            f,
            "Deck {} | Unexplored {} | Investments {}",
            self.deck,
            self.unexplored,
            self.investments.len()
        )?;
        for (row, sec) in crate::data::Section::ALL.iter().enumerate() {
            write!(f, "  {:<14}", sec.name())?;
            for k in 0..SLOTS_PER_SECTION {
                let slot = row * SLOTS_PER_SECTION + k;
                match self.universe.get(slot).and_then(|s| s.last()) {
                    Some(&c) => write!(
                        f,
                        " | slot {slot}: {} [{c}] ({})",
                        name(c),
                        self.universe.get(slot).map_or(0, |s| s.len())
                    )?,
                    None => write!(f, " | slot {slot}: -")?,
                }
            }
            writeln!(f)?;
        }
        for (i, pr) in self.projects.iter().enumerate() {
            match pr.id.and_then(project) {
                Some(d) if pr.status == ProjectStatus::Open => {
                    write!(f, "  Project {i}: {} spaces", d.name)?;
                    for (k, s) in pr.spaces.iter().enumerate() {
                        let v = d.spaces.get(k).map_or(0, |x| x.value);
                        let b = if d.spaces.get(k).is_some_and(|x| x.blue) {
                            "b"
                        } else {
                            "w"
                        };
                        match s {
                            None => write!(f, " [{v}{b}]")?,
                            Some(q) => write!(f, " [{q}]")?,
                        }
                    }
                    writeln!(f)?;
                }
                _ => {}
            }
        }
        for (p, s) in self.seats.iter() {
            let you = self.viewer == Viewer::Seat(p);
            writeln!(
                f,
                "{p} {}{}{}: space {}, hand {}, Lab {}, astronauts {} in the Agency",
                s.rocket.name(),
                if s.kind == SeatKind::Ai { " (AI)" } else { "" },
                if you { " (you)" } else { "" },
                s.progress,
                s.hand_size,
                s.lab.len(),
                s.astronauts,
            )?;
            f.write_str("    Zones: ")?;
            let mut any = false;
            for z in Zone::ALL {
                let (up, ex) = (
                    s.upright.get(z.index()).copied().unwrap_or(0),
                    s.exhausted.get(z.index()).copied().unwrap_or(0),
                );
                if up + ex == 0 {
                    continue;
                }
                if any {
                    f.write_str(", ")?;
                }
                any = true;
                write!(f, "{} {}", z.name(), up + ex)?;
                if ex > 0 {
                    write!(f, " ({ex} exhausted)")?;
                }
            }
            if !any {
                f.write_str("-")?;
            }
            writeln!(f)?;
            if let Some(c) = s.active.and_then(|a| control_def(s.rocket, usize::from(a))) {
                writeln!(
                    f,
                    "    active Control: {} {}",
                    c.section.name(),
                    c.initiative
                )?;
            }
            f.write_str("    Agency: ")?;
            list(f, &s.agency)?;
            writeln!(f)?;
            let covered = self.covered.intersection(&s.agency);
            if !covered.is_empty() {
                f.write_str("    Covered:")?;
                for (k, x) in covered.iter().enumerate() {
                    let x = x as u8;
                    write!(f, "{} {} [{x}] by ", if k > 0 { "," } else { "" }, name(x))?;
                    match self.cover_cards.iter().find(|&&(y, _)| y == x) {
                        Some(&(_, c)) => write!(f, "{} [{c}]", name(c))?,
                        None if self.cover_astronauts.contains(usize::from(x)) => {
                            f.write_str("an astronaut")?
                        }
                        None => f.write_str("nothing")?,
                    }
                }
                writeln!(f)?;
            }
            if !s.hand_known.is_empty() {
                f.write_str("    Hand: ")?;
                list(f, &s.hand_known)?;
                writeln!(f)?;
            }
            if you && s.controls_left != 0 {
                f.write_str("    Control cards left:")?;
                for slot in 0..16 {
                    if s.controls_left & (1 << slot) != 0 {
                        if let Some(c) = control_def(s.rocket, slot) {
                            write!(f, " {slot}={} {}", c.section.name(), c.initiative)?;
                        }
                    }
                }
                writeln!(f)?;
            }
        }
        if let Some(t) = self.tasks.last() {
            f.write_str("Pending: ")?;
            match *t {
                Task::Pay { left, .. } => write!(
                    f,
                    "pay {left} more card(s) from your hand to the Investments"
                )?,
                Task::Split { .. } => {
                    f.write_str("announce how the combined ability's value is split (top first)")?
                }
                Task::Move { m, left, held, .. } => {
                    let thing = match m.thing {
                        crate::data::Thing::Cards(_) => "card(s)",
                        crate::data::Thing::Astronauts => "astronaut(s)",
                        crate::data::Thing::ExhaustedAstronauts => "exhausted astronaut(s)",
                    };
                    write!(f, "move up to {left} {thing} from {} to {}", m.from, m.to)?;
                    if held.is_some() {
                        f.write_str(" (choose where the lifted astronaut goes)")?;
                    }
                }
                Task::Refresh { left } => write!(f, "refresh up to {left} exhausted astronaut(s)")?,
                Task::Exhaust { left } => write!(f, "exhaust {left} of your upright astronaut(s)")?,
                Task::Uncover => f.write_str("uncover one of your covered cards")?,
                Task::Cover { card } => write!(
                    f,
                    "choose the Agency card that covers {} [{card}]",
                    name(card)
                )?,
                Task::Replace { card } => write!(
                    f,
                    "choose the covered card {} [{card}] covers in place of an astronaut",
                    name(card)
                )?,
                Task::Recover => f.write_str("take back one of your played Control cards")?,
                Task::Leader { .. } => {
                    f.write_str("two Leaders: choose the one that goes to your Lab")?
                }
                Task::Settle => {
                    f.write_str("place your first Standby astronaut on an empty blue space")?
                }
                Task::Resolve { .. } | Task::Enter { .. } | Task::EndTurn => {
                    f.write_str("resolving")?
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl Determinize for SpaceRace {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut raw = self.raw().clone();
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
