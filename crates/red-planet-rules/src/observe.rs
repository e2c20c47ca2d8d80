//! What one viewer may know: [`Observation`].
//!
//! Public: the board (astronauts, face-up resources, point tokens, docked
//! and launched ships with their tokens), supplies, played specialists, the
//! countdown, counts of hidden cards. Private to the controlling seat: a
//! colour's face-down specialist, its missions and actions, its dealt and
//! returned starting missions, a neutral deck's stacked top cards, and the
//! discoveries it placed or looked at. Unknown to all: face-down resource
//! tokens and every deck order.
//!
//! [`Determinize`]: the worlds a viewer cannot tell apart. Resampled, for
//! everything the viewer cannot see: other colours' face-down specialists
//! (from their unplayed cards), neutral deck orders (below the top a
//! controller stacked), face-down resource tokens (with the spare), and event
//! cards in hidden places — keeping each place's kind (a face-down discovery
//! slot holds a discovery, a starting mission is a mission, a held card is a
//! mission or an action) and each place's knowledge. The ship deck needs
//! nothing: it is a set drawn at random, and the re-keyed RNG changes its
//! future draws.

use core::fmt;

use cardgame_core::{
    CardSet, Determinize, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};

use crate::action::Decision;
use crate::config::{Colour, Config, MAX_COLOURS};
use crate::data::resources::{token_resource, Resource};
use crate::data::specialists::{SpecSet, Specialist};
use crate::data::zones::{Zone, ZONES};
use crate::data::{event_kind, event_name, EventKind, EVENT_CARDS};
use crate::state::{CardPlace, DockState, RawState, RedPlanet, ScoreSheet, Stage, MAX_DOCKS};

/// A colour's specialist choice, as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChoiceView {
    /// No card chosen this round.
    #[default]
    None,
    /// A card lies face down.
    Hidden,
    /// The card, face up or the viewer's own.
    Known(Specialist),
}

/// A zone's discovery, as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DiscoveryView {
    /// No discovery.
    #[default]
    None,
    /// A face-down discovery, with its identity if the viewer knows it.
    FaceDown(Option<u8>),
    /// A revealed discovery.
    FaceUp(u8),
}

/// A zone, as everybody sees it (plus the viewer's knowledge of its discovery).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ZoneView {
    /// Astronauts by colour.
    pub astronauts: [u8; MAX_COLOURS],
    /// The resource, once its token is face up.
    pub resource: Option<Resource>,
    /// Point tokens lying in the zone, by resource.
    pub points: [u8; 3],
    /// The discovery.
    pub discovery: DiscoveryView,
}

/// A colour, as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ColourView {
    /// Whether the viewer controls this colour.
    pub mine: bool,
    /// Whether it is a neutral colour.
    pub neutral: bool,
    /// Astronauts not yet placed.
    pub supply: u8,
    /// Astronauts in the Lost in Space Memorial.
    pub memorial: u8,
    /// Point tokens by resource.
    pub points: [u8; 3],
    /// Specialists played face up.
    pub played: SpecSet,
    /// Specialists neither played nor in the box (hand and face-down choice,
    /// or neutral deck and face-down card): public knowledge.
    pub unplayed: SpecSet,
    /// The hand, for the viewer's own main colour.
    pub hand: Option<SpecSet>,
    /// This round's choice.
    pub choice: ChoiceView,
    /// Whether the colour has resolved its specialist this round.
    pub resolved: bool,
    /// Event cards it holds face down (missions and actions; boxed cards
    /// for a neutral colour; dealt missions at setup).
    pub cards: u8,
    /// Those of them the viewer knows.
    pub known_cards: CardSet,
    /// Action cards it played.
    pub played_actions: CardSet,
    /// Its starting mission, if the viewer controls it.
    pub starting_mission: Option<u8>,
    /// The dealt mission it put back, if the viewer controls it.
    pub returned_mission: Option<u8>,
    /// Cards in its neutral deck.
    pub neutral_deck: u8,
    /// The neutral deck's top cards in known order (top last), for its controller.
    pub neutral_top: StackVec<u8, 9>,
    /// Kept cards still to stack on the neutral deck, for its controller.
    pub neutral_to_stack: SpecSet,
    /// Specialists in the box.
    pub boxed: SpecSet,
    /// The final score sheet, once the game is over.
    pub sheet: Option<ScoreSheet>,
}

/// The resolution in progress, as everybody sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ProgressView {
    /// The part of the effect being resolved (from 0).
    pub part: u8,
    /// Steps taken in this part.
    pub done: u8,
    /// The current "up to" part was ended by `stop`.
    pub stopped: bool,
    /// The dock of the first astronaut placed in this part, if any.
    pub first_dock: Option<u8>,
    /// The dock awaiting a destination token, if any.
    pub destine: Option<u8>,
    /// A drawn discovery awaits its zone (its identity is in `drawn` for the controller).
    pub assigning: bool,
    /// The drawn discovery, for the resolving colour's controller.
    pub drawn: Option<u8>,
    /// A look at a discovery is owed.
    pub forced_look: bool,
}

/// What one viewer may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Observation {
    /// Who is looking.
    pub viewer: Viewer,
    /// The options.
    pub config: Config,
    /// Where the game stands.
    pub stage: Stage,
    /// The round, 1 to 10.
    pub round: u8,
    /// The first player.
    pub first: Colour,
    /// The last countdown number announced (10: none yet).
    pub announced: u8,
    /// The colour resolving its specialist.
    pub resolver: Option<Colour>,
    /// The resolving colour's decision.
    pub decision: Option<Decision>,
    /// The resolution in progress.
    pub progress: ProgressView,
    /// The seats with a decision pending.
    pub to_act: PlayerSet,
    /// The colours in play.
    pub colours: StackVec<ColourView, MAX_COLOURS>,
    /// The zones, by [`Zone`] index.
    pub zones: [ZoneView; ZONES],
    /// The docks, left to right.
    pub docks: StackVec<DockState, MAX_DOCKS>,
    /// Ships in the face-down deck.
    pub ship_deck: u8,
    /// The face-up ship discard pile.
    pub ship_discard: CardSet,
    /// Destination tokens in the supply, by zone.
    pub token_supply: [u8; ZONES],
    /// Point tokens in the supply, by resource.
    pub point_supply: [u8; 3],
    /// Event cards in the event deck.
    pub event_deck: u8,
    /// Discoveries discarded face up.
    pub discarded: CardSet,
}

impl Observation {
    /// The observation of `viewer`.
    pub fn of(s: &RawState, viewer: Viewer) -> Observation {
        let seat = viewer.seat();
        let over = s.stage == Stage::Over;
        let knows = |id: usize| -> bool {
            match s.event_cards[id] {
                CardPlace::Discarded | CardPlace::Played(_) => true,
                CardPlace::Zone(_) if s.discoveries_revealed => true,
                _ => seat.is_some_and(|p| s.known[id].contains(p)),
            }
        };
        let mine = |c: Colour| seat == Some(s.config.controller(c));

        // One pass over the event cards.
        let mut cards = [0u8; MAX_COLOURS];
        let mut known_cards = [CardSet::new(); MAX_COLOURS];
        let mut played_actions = [CardSet::new(); MAX_COLOURS];
        let mut zone_card: [Option<u8>; ZONES] = [None; ZONES];
        let mut discarded = CardSet::new();
        let mut event_deck = 0u8;
        for (id, place) in s.event_cards.iter().enumerate() {
            match *place {
                CardPlace::Held(x) | CardPlace::Dealt(x) | CardPlace::Boxed(x) => {
                    if let Some(n) = cards.get_mut(x as usize) {
                        *n += 1;
                        if knows(id) {
                            known_cards[x as usize].insert(id);
                        }
                    }
                }
                CardPlace::Played(x) => {
                    if let Some(set) = played_actions.get_mut(x as usize) {
                        set.insert(id);
                    }
                }
                CardPlace::Zone(z) => zone_card[z.index()] = Some(id as u8),
                CardPlace::Discarded => {
                    discarded.insert(id);
                }
                CardPlace::Deck => event_deck += 1,
                CardPlace::Drawn(_) => {}
            }
        }

        let mut colours = StackVec::new();
        for (ci, col) in s.colours().iter().enumerate() {
            let c = Colour(ci as u8);
            let own = mine(c);
            let revealed = col.chosen.is_some_and(|x| s.announced <= x.number());
            let choice = match col.chosen {
                None => ChoiceView::None,
                Some(x) if own || revealed => ChoiceView::Known(x),
                Some(_) => ChoiceView::Hidden,
            };
            let neutral = s.config.is_neutral(c);
            let mut neutral_top = StackVec::new();
            if own && neutral {
                let deck = col.neutral.cards.as_slice();
                let k = (col.neutral.known_top as usize).min(deck.len());
                for &x in &deck[deck.len() - k..] {
                    neutral_top.push(x).ok();
                }
            }
            colours
                .push(ColourView {
                    mine: own,
                    neutral,
                    supply: col.supply,
                    memorial: col.memorial,
                    points: col.points,
                    played: col.played,
                    unplayed: SpecSet::ALL
                        .difference(col.played)
                        .difference(col.neutral.boxed),
                    hand: (own && !neutral).then_some(col.hand),
                    choice,
                    resolved: col.resolved,
                    cards: cards[ci],
                    known_cards: known_cards[ci],
                    played_actions: played_actions[ci],
                    starting_mission: col.starting_mission.filter(|_| own || over),
                    returned_mission: col.returned_mission.filter(|_| own),
                    neutral_deck: col.neutral.cards.len() as u8,
                    neutral_top,
                    neutral_to_stack: if own {
                        col.neutral.to_stack
                    } else {
                        SpecSet::EMPTY
                    },
                    boxed: col.neutral.boxed,
                    sheet: over.then_some(s.sheets[ci]),
                })
                .ok();
        }

        let mut zones = [ZoneView::default(); ZONES];
        for z in Zone::ALL {
            let zs = &s.zones[z.index()];
            let discovery = match zone_card[z.index()] {
                None => DiscoveryView::None,
                Some(id) if s.discoveries_revealed => DiscoveryView::FaceUp(id),
                Some(id) => DiscoveryView::FaceDown(knows(id as usize).then_some(id)),
            };
            zones[z.index()] = ZoneView {
                astronauts: zs.astronauts,
                resource: if zs.revealed {
                    token_resource(zs.resource)
                } else {
                    None
                },
                points: zs.points,
                discovery,
            };
        }

        let mut docks = StackVec::new();
        for d in s.docks() {
            docks.push(*d).ok();
        }
        let p = s.progress;
        let resolver = s.resolver;
        let resolver_mine = resolver.is_some_and(mine);
        Observation {
            viewer,
            config: s.config,
            stage: s.stage,
            round: s.round,
            first: s.first,
            announced: s.announced,
            resolver,
            decision: s.resolution_decision(),
            progress: ProgressView {
                part: p.part,
                done: p.done,
                stopped: p.stopped,
                first_dock: p.first_dock,
                destine: p.destine,
                assigning: p.drawn.is_some(),
                drawn: p.drawn.filter(|_| resolver_mine),
                forced_look: p.forced_look,
            },
            to_act: s.to_act(),
            colours,
            zones,
            docks,
            ship_deck: s.ship_deck.len() as u8,
            ship_discard: s.ship_discard,
            token_supply: s.token_supply,
            point_supply: s.point_supply,
            event_deck,
            discarded,
        }
    }

    /// What the viewer sees of colour `c`, if it is in play.
    pub fn colour(&self, c: Colour) -> Option<&ColourView> {
        self.colours.get(c.index())
    }

    /// The seat looking, if a seat.
    pub fn seat(&self) -> Option<PlayerId> {
        self.viewer.seat()
    }
}

fn write_points(f: &mut fmt::Formatter<'_>, p: &[u8; 3]) -> fmt::Result {
    write!(f, "ice {} / syl {} / cel {}", p[0], p[1], p[2])
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colours.len();
        write!(f, "Round {} of 10", self.round)?;
        match self.stage {
            Stage::Setup => writeln!(f, " — setup")?,
            Stage::Choose => writeln!(f, " — choose specialists")?,
            Stage::Resolve => writeln!(f, " — countdown at {}", self.announced)?,
            Stage::Over => writeln!(f, " — game over")?,
        }
        writeln!(f, "First player: {}", self.first)?;
        if let (Some(r), Some(d)) = (self.resolver, self.decision) {
            writeln!(f, "{r} is resolving: {d}")?;
        }
        writeln!(f, "Zones:")?;
        for z in Zone::ALL {
            let v = &self.zones[z.index()];
            write!(f, "  {:<17}", z.name())?;
            match v.resource {
                Some(r) => write!(f, " {:<9}", r.name())?,
                None => write!(f, " {:<9}", "?")?,
            }
            for (i, &a) in v.astronauts.iter().take(n).enumerate() {
                if a > 0 {
                    write!(f, " {}:{a}", Colour(i as u8))?;
                }
            }
            if v.points != [0; 3] {
                write!(f, "  [")?;
                write_points(f, &v.points)?;
                write!(f, "]")?;
            }
            match v.discovery {
                DiscoveryView::None => {}
                DiscoveryView::FaceDown(None) => write!(f, "  (discovery)")?,
                DiscoveryView::FaceDown(Some(id)) => {
                    write!(f, "  (discovery: {})", event_name(id))?
                }
                DiscoveryView::FaceUp(id) => write!(f, "  [{}]", event_name(id))?,
            }
            writeln!(f)?;
        }
        writeln!(f, "Launchpad:")?;
        for (d, dock) in self.docks.iter().enumerate() {
            write!(f, "  d{}: ", d + 1)?;
            match dock.ship.and_then(crate::data::ships::ship_card) {
                None => write!(f, "open")?,
                Some(ship) => {
                    match ship.destination {
                        Some(z) => write!(f, "{} cap {}", z.name(), ship.capacity)?,
                        None => write!(f, "? cap {}", ship.capacity)?,
                    }
                    if let Some(z) = dock.destination().filter(|_| !dock.tokens.is_empty()) {
                        write!(f, " → token {}", z.name())?;
                    }
                    if dock.launched {
                        write!(f, " (launched)")?;
                    }
                    for (i, &a) in dock.aboard.iter().take(n).enumerate() {
                        if a > 0 {
                            write!(f, " {}:{a}", Colour(i as u8))?;
                        }
                    }
                }
            }
            writeln!(f)?;
        }
        writeln!(
            f,
            "Ship deck {}, event deck {}",
            self.ship_deck, self.event_deck
        )?;
        writeln!(f, "Colours:")?;
        for (i, c) in self.colours.iter().enumerate() {
            let colour = Colour(i as u8);
            write!(
                f,
                "  {colour}{}{}: supply {}, memorial {}, ",
                if c.neutral { " (neutral)" } else { "" },
                if c.mine { " (you)" } else { "" },
                c.supply,
                c.memorial
            )?;
            write_points(f, &c.points)?;
            writeln!(f)?;
            match c.choice {
                ChoiceView::None => {}
                ChoiceView::Hidden => writeln!(f, "    chose a card (face down)")?,
                ChoiceView::Known(s) => writeln!(f, "    chose {s}")?,
            }
            if let Some(h) = c.hand {
                writeln!(f, "    hand: {h}")?;
            }
            if !c.played.is_empty() {
                writeln!(f, "    played: {}", c.played)?;
            }
            if c.cards > 0 {
                write!(f, "    {} event card(s)", c.cards)?;
                for id in c.known_cards.iter() {
                    write!(f, "; {}", event_name(id as u8))?;
                }
                writeln!(f)?;
            }
            if !c.neutral_top.is_empty() {
                write!(f, "    neutral deck top (next first):")?;
                for &x in c.neutral_top.iter().rev() {
                    if let Some(s) = Specialist::from_number(x) {
                        write!(f, " {s};")?;
                    }
                }
                writeln!(f)?;
            }
            if !c.neutral_to_stack.is_empty() {
                writeln!(
                    f,
                    "    to stack on the neutral deck: {}",
                    c.neutral_to_stack
                )?;
            }
            if let Some(sheet) = c.sheet {
                writeln!(
                    f,
                    "    final score {} (tokens {}, missions {}, ice monopoly {}, discoveries {}, actions {})",
                    sheet.total, sheet.tokens, sheet.missions, sheet.ice_monopoly, sheet.discoveries, sheet.actions
                )?;
            }
        }
        Ok(())
    }
}

// ---- Determinization ----

/// Which cards may fill a hidden place.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Slot {
    Discovery,
    Mission,
    MissionOrAction,
    #[default]
    Any,
}

fn fits(slot: Slot, card: u8) -> bool {
    match (slot, event_kind(card)) {
        (Slot::Any, _) => true,
        (Slot::Discovery, Some(EventKind::Discovery)) => true,
        (Slot::Mission, Some(EventKind::Mission)) => true,
        (Slot::MissionOrAction, Some(k)) => k != EventKind::Discovery,
        _ => false,
    }
}

/// Takes a uniformly random card of `pool` that fits `slot` and is not in `exclude`.
fn take_fitting(
    pool: &mut CardSet,
    slot: Slot,
    exclude: &CardSet,
    rng: &mut GameRng,
) -> Option<u8> {
    let mut fitting = CardSet::new();
    for id in pool.iter() {
        if fits(slot, id as u8) && !exclude.contains(id) {
            fitting.insert(id);
        }
    }
    let id = fitting.random(rng)?;
    pool.remove(id);
    Some(id as u8)
}

impl RawState {
    fn is_public(&self, id: usize) -> bool {
        match self.event_cards[id] {
            CardPlace::Discarded | CardPlace::Played(_) => true,
            CardPlace::Zone(_) => self.discoveries_revealed,
            _ => false,
        }
    }

    fn resample_specialists(&mut self, viewer: Option<PlayerId>, rng: &mut GameRng) {
        for ci in 0..self.colour_count() {
            let c = Colour(ci as u8);
            let own = viewer == Some(self.config.controller(c));
            let announced = self.announced;
            let neutral = self.config.is_neutral(c);
            let col = &mut self.colours[ci];
            let hidden = col.chosen.filter(|s| announced > s.number());
            if neutral {
                let n = &mut col.neutral;
                if own {
                    // The controller knows the stacked top cards; the rest
                    // of the order is unknown.
                    let unknown = n.cards.len().saturating_sub(n.known_top as usize);
                    if let Some(part) = n.cards.as_mut_slice().get_mut(..unknown) {
                        rng.shuffle(part);
                    }
                } else {
                    // The face-down card is below the last number announced
                    // (every higher one would have been revealed).
                    let mut pool: StackVec<u8, 10> = StackVec::new();
                    for &x in n.cards.iter() {
                        pool.push(x).ok();
                    }
                    rng.shuffle(pool.as_mut_slice());
                    if let Some(s) = hidden {
                        let below: SpecSet = pool
                            .iter()
                            .filter_map(|&x| Specialist::from_number(x))
                            .filter(|x| x.number() < announced)
                            .fold(SpecSet::only(s), |mut m, x| {
                                m.insert(x);
                                m
                            });
                        let k = rng.below(below.len() as u32) as usize;
                        if let Some(pick) = below.nth(k) {
                            if pick != s {
                                pool.remove_item(&pick.number());
                                pool.push(s.number()).ok();
                                rng.shuffle(pool.as_mut_slice());
                            }
                            col.chosen = Some(pick);
                        }
                    }
                    n.cards.clear();
                    for &x in pool.iter() {
                        n.cards.push(x).ok();
                    }
                }
            } else if !own {
                if let Some(s) = hidden {
                    // The face-down card is below the last number announced.
                    let below = col.hand.iter().filter(|x| x.number() < announced).fold(
                        SpecSet::only(s),
                        |mut m, x| {
                            m.insert(x);
                            m
                        },
                    );
                    let k = rng.below(below.len() as u32) as usize;
                    if let Some(pick) = below.nth(k) {
                        col.hand.insert(s);
                        col.hand.remove(pick);
                        col.chosen = Some(pick);
                    }
                }
            }
        }
    }

    fn resample_resources(&mut self, rng: &mut GameRng) {
        let mut tokens: StackVec<u8, 11> = StackVec::new();
        for z in self.zones.iter().filter(|z| !z.revealed) {
            tokens.push(z.resource).ok();
        }
        tokens.push(self.spare_resource).ok();
        rng.shuffle(tokens.as_mut_slice());
        let mut it = tokens.iter().copied();
        for z in self.zones.iter_mut().filter(|z| !z.revealed) {
            if let Some(t) = it.next() {
                z.resource = t;
            }
        }
        if let Some(t) = it.next() {
            self.spare_resource = t;
        }
    }

    fn resample_event_cards(&mut self, viewer: Option<PlayerId>, rng: &mut GameRng) {
        let knows = |s: &RawState, id: usize| viewer.is_some_and(|p| s.known[id].contains(p));
        // The hidden places and the cards in them.
        let mut pool = CardSet::new();
        let mut slots: StackVec<(u8, Slot), EVENT_CARDS> = StackVec::new();
        let starting: CardSet = self
            .colours()
            .iter()
            .filter_map(|c| c.starting_mission)
            .map(usize::from)
            .collect();
        for id in 0..EVENT_CARDS {
            if self.is_public(id) || knows(self, id) {
                continue;
            }
            let slot = match self.event_cards[id] {
                CardPlace::Zone(_) | CardPlace::Drawn(_) => Slot::Discovery,
                CardPlace::Dealt(_) => Slot::Mission,
                CardPlace::Held(_) if starting.contains(id) => Slot::Mission,
                CardPlace::Held(_) | CardPlace::Boxed(_) => Slot::MissionOrAction,
                _ => Slot::Any,
            };
            pool.insert(id);
            slots.push((id as u8, slot)).ok();
        }
        // The viewer's own returned missions were dealt to it: nobody else
        // was dealt them.
        let mut own_returned = CardSet::new();
        for (ci, col) in self.colours().iter().enumerate() {
            if viewer == Some(self.config.controller(Colour(ci as u8))) {
                if let Some(m) = col.returned_mission {
                    own_returned.insert(usize::from(m));
                }
            }
        }
        // Fill the most constrained places first.
        let old_places = self.event_cards;
        let old_known = self.known;
        let mut assigned: [Option<u8>; EVENT_CARDS] = [None; EVENT_CARDS];
        let none = CardSet::new();
        for pass in [
            Slot::Discovery,
            Slot::Mission,
            Slot::MissionOrAction,
            Slot::Any,
        ] {
            for &(old, slot) in slots.iter() {
                if slot != pass {
                    continue;
                }
                let exclude = if slot == Slot::Mission {
                    &own_returned
                } else {
                    &none
                };
                // A consistent world always exists (the real one); fall back
                // to the real card if sampling ever ran dry.
                let new = take_fitting(&mut pool, slot, exclude, rng).unwrap_or_else(|| {
                    pool.remove(usize::from(old));
                    old
                });
                assigned[usize::from(old)] = Some(new);
            }
        }
        for &(old, _) in slots.iter() {
            let Some(new) = assigned[usize::from(old)] else {
                continue;
            };
            self.event_cards[usize::from(new)] = old_places[usize::from(old)];
            self.known[usize::from(new)] = old_known[usize::from(old)];
        }
        let nc = self.colour_count();
        for col in self.colours.iter_mut().take(nc) {
            if let Some(Some(new)) = col
                .starting_mission
                .and_then(|m| assigned.get(usize::from(m)).copied())
            {
                col.starting_mission = Some(new);
            }
        }
        if let (Some(_), Some(resolver)) = (self.progress.drawn, self.resolver) {
            if let Some(id) = self
                .event_cards
                .iter()
                .position(|p| *p == CardPlace::Drawn(resolver.0))
            {
                self.progress.drawn = Some(id as u8);
            }
        }
        // Other colours' returned missions: any missions dealt to nobody
        // else, one per colour.
        let mut taken = own_returned;
        for col in self.colours() {
            if let Some(m) = col.starting_mission {
                taken.insert(usize::from(m));
            }
        }
        for id in 0..EVENT_CARDS {
            if matches!(self.event_cards[id], CardPlace::Dealt(_)) {
                taken.insert(id);
            }
        }
        for ci in 0..self.colour_count() {
            let own = viewer == Some(self.config.controller(Colour(ci as u8)));
            if own || self.colours[ci].returned_mission.is_none() {
                continue;
            }
            let mut free = CardSet::new();
            for id in 0..crate::data::missions::MISSION_COUNT {
                if !taken.contains(id) {
                    free.insert(id);
                }
            }
            if let Some(m) = free.random(rng) {
                taken.insert(m);
                self.colours[ci].returned_mission = Some(m as u8);
            }
        }
    }
}

impl Determinize for RedPlanet {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut s = self.s.clone();
        let mut r = GameRng::from_rng(rng);
        let seat = viewer.seat();
        s.resample_specialists(seat, &mut r);
        s.resample_resources(&mut r);
        s.resample_event_cards(seat, &mut r);
        s.rng = GameRng::from_rng(&mut r);
        RedPlanet { s }
    }

    fn rng(&self) -> &GameRng {
        &self.s.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.s.rng = rng;
    }
}
