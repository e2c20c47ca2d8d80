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
//!
//! The determinizer is canonical: a function of what the viewer knows and of
//! the random generator only. Each pool of unseen components is taken in id
//! order before it is shuffled, and hidden places are filled in an order
//! that depends only on what the viewer sees of them, so two true states the
//! viewer cannot tell apart give the same world for the same generator.

use alloc::vec::Vec;

use cardgame_core::{
    BitSet, BySeat, CardSet, Determinize, Encode, Game, GameRng, PlayerId, PlayerSet, RngCore,
    StackVec, Viewer,
};

use crate::action::Decision;
use crate::config::{Colour, Config, MAX_COLOURS};
use crate::data::resources::{token_resource, Resource};
use crate::data::specialists::{SpecSet, Specialist};
use crate::data::zones::ZONES;
use crate::data::{event_kind, EventKind, EVENT_CARDS};
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
    /// Those of them the viewer knows (event card ids are below 64, so one
    /// word holds them: a smaller observation is faster to build and copy).
    pub known_cards: BitSet<1>,
    /// Action cards it played.
    pub played_actions: BitSet<1>,
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
    /// The zones, by [`Zone`](crate::Zone) index.
    pub zones: [ZoneView; ZONES],
    /// The docks, left to right.
    pub docks: StackVec<DockState, MAX_DOCKS>,
    /// Ships in the face-down deck.
    pub ship_deck: u8,
    /// The face-up ship discard pile (ship ids are below 64: one word
    /// holds them).
    pub ship_discard: BitSet<1>,
    /// Destination tokens in the supply, by zone.
    pub token_supply: [u8; ZONES],
    /// Point tokens in the supply, by resource.
    pub point_supply: [u8; 3],
    /// Event cards in the event deck.
    pub event_deck: u8,
    /// Discoveries discarded face up (event card ids are below 64: one
    /// word holds them).
    pub discarded: BitSet<1>,
}

impl Observation {
    /// The observation of `viewer`.
    #[inline]
    pub fn of(s: &RawState, viewer: Viewer) -> Observation {
        let seat = viewer.seat();
        let over = s.stage == Stage::Over;
        // The viewer's bit among the seats (none for a spectator).
        let seat_bit = seat.map_or(0, |p| PlayerSet::only(p).0);
        let seen = |id: usize| s.known[id].0 & seat_bit != 0;
        // Asked of held, dealt and boxed cards only: of those, only the
        // missions held at the end of the game are public.
        let knows = |id: usize| seen(id) || (over && s.is_public(id));
        let mine = |c: Colour| seat == Some(s.config.controller(c));
        let to_act = s.to_act();
        // Setup decisions are made at the same time: until a seat has made
        // all of its own, the others see none of them (with two players,
        // not even in which order it keeps a mission and stacks its neutral
        // deck). A kept mission still counts as dealt, its returned twin as
        // out of the event deck; a neutral deck shows no stacked card.
        let undecided = |c: Colour| {
            s.stage == Stage::Setup && !mine(c) && to_act.contains(s.config.controller(c))
        };

        // Each counted once (the count depends on the number of players).
        let colours = s.colours();
        let docks = s.docks();
        let p = s.progress;
        let resolver = s.resolver;
        let resolver_mine = resolver.is_some_and(mine);
        // Built in place: the colours, zones and docks are filled in below.
        let mut o = Observation {
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
            to_act,
            // Every field a default view leaves empty or zero (cards,
            // known and played cards, neutral top and stack) is filled in
            // below only where the viewer sees something.
            colours: StackVec::filled(colours.len(), ColourView::default()).unwrap_or_default(),
            zones: [ZoneView::default(); ZONES],
            docks: StackVec::filled(docks.len(), DockState::default()).unwrap_or_default(),
            // Ship ids are below 64: the first word holds the whole deck,
            // and counting one word is a quarter of the work (no `popcnt`
            // instruction on the baseline target).
            ship_deck: s.ship_deck.words()[0].count_ones() as u8,
            // Ship ids are below 64 (`RawState::check`): the first word
            // holds the whole pile.
            ship_discard: BitSet::from_words([s.ship_discard.words()[0]]),
            token_supply: s.token_supply,
            point_supply: s.point_supply,
            event_deck: 0,
            discarded: BitSet::new(),
        };

        // The colours, written in place; their event cards are counted below.
        for ((ci, col), v) in colours.iter().enumerate().zip(o.colours.as_mut_slice()) {
            let c = Colour(ci as u8);
            let own = mine(c);
            let revealed = col.chosen.is_some_and(|x| s.announced <= x.number());
            let neutral = s.config.is_neutral(c);
            v.mine = own;
            v.neutral = neutral;
            v.supply = col.supply;
            v.memorial = col.memorial;
            v.points = col.points;
            v.played = col.played;
            v.unplayed = SpecSet::ALL
                .difference(col.played)
                .difference(col.neutral.boxed);
            // The default view already says `None` for these: only what
            // the viewer sees is written.
            if own && !neutral {
                v.hand = Some(col.hand);
            }
            if let Some(x) = col.chosen {
                v.choice = if own || revealed {
                    ChoiceView::Known(x)
                } else {
                    ChoiceView::Hidden
                };
            }
            v.resolved = col.resolved;
            if own || over {
                v.starting_mission = col.starting_mission;
            }
            if own {
                v.returned_mission = col.returned_mission;
            }
            v.neutral_deck = if undecided(c) {
                col.neutral
                    .cards
                    .len()
                    .saturating_sub(col.neutral.known_top as usize) as u8
            } else {
                col.neutral.cards.len() as u8
            };
            if own {
                if neutral {
                    let deck = col.neutral.cards.as_slice();
                    let k = (col.neutral.known_top as usize).min(deck.len());
                    for &x in &deck[deck.len() - k..] {
                        v.neutral_top.push(x).ok();
                    }
                }
                v.neutral_to_stack = col.neutral.to_stack;
            }
            v.boxed = col.neutral.boxed;
            if over {
                v.sheet = Some(s.sheets[ci]);
            }
        }

        // One pass over the event cards, into the colours and zones.
        let mut event_deck = 0u8;
        {
            let views = o.colours.as_mut_slice();
            for (id, place) in s.event_cards.iter().enumerate() {
                match *place {
                    CardPlace::Held(x) | CardPlace::Dealt(x) | CardPlace::Boxed(x) => {
                        if let Some(v) = views.get_mut(x as usize) {
                            v.cards += 1;
                            if knows(id) {
                                v.known_cards.insert(id);
                            }
                        }
                    }
                    CardPlace::Played(x) => {
                        if let Some(v) = views.get_mut(x as usize) {
                            v.played_actions.insert(id);
                        }
                    }
                    CardPlace::Zone(z) => {
                        o.zones[z.index()].discovery = if s.discoveries_revealed {
                            DiscoveryView::FaceUp(id as u8)
                        } else {
                            // A face-down discovery is never public.
                            DiscoveryView::FaceDown(seen(id).then_some(id as u8))
                        };
                    }
                    CardPlace::Discarded => {
                        o.discarded.insert(id);
                    }
                    CardPlace::Deck => event_deck += 1,
                    CardPlace::Drawn(_) => {}
                }
            }
            // Only setup has undecided colours.
            if s.stage == Stage::Setup {
                for (ci, (col, v)) in colours.iter().zip(views.iter_mut()).enumerate() {
                    if undecided(Colour(ci as u8)) && col.starting_mission.is_some() {
                        v.cards += 1;
                        event_deck = event_deck.saturating_sub(1);
                    }
                }
            }
        }
        o.event_deck = event_deck;
        for (view, zs) in o.zones.iter_mut().zip(&s.zones) {
            view.astronauts = zs.astronauts;
            view.points = zs.points;
            if zs.revealed {
                view.resource = token_resource(zs.resource);
            }
        }

        // Copied dock by dock into a view of the same length.
        for (view, d) in o.docks.as_mut_slice().iter_mut().zip(docks) {
            *view = *d;
        }
        o
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

/// A hidden place's kind and owner, as a number to order places by.
fn place_key(place: CardPlace) -> u16 {
    match place {
        CardPlace::Deck => 0,
        CardPlace::Dealt(c) => 0x100 | u16::from(c),
        CardPlace::Held(c) => 0x200 | u16::from(c),
        CardPlace::Drawn(c) => 0x300 | u16::from(c),
        CardPlace::Zone(z) => 0x400 | z as u16,
        CardPlace::Discarded => 0x500,
        CardPlace::Boxed(c) => 0x600 | u16::from(c),
        CardPlace::Played(c) => 0x700 | u16::from(c),
    }
}

impl RawState {
    /// Whether everybody (the spectator too) knows event card `id`: face
    /// up, or a mission revealed at final scoring.
    fn is_public(&self, id: usize) -> bool {
        match self.event_cards[id] {
            CardPlace::Discarded | CardPlace::Played(_) => true,
            CardPlace::Zone(_) => self.discoveries_revealed,
            CardPlace::Held(_) => {
                self.stage == Stage::Over && event_kind(id as u8) == Some(EventKind::Mission)
            }
            _ => false,
        }
    }

    /// Other colours' face-down specialists and the neutral decks' unknown
    /// orders. Canonical: every pool is the set of cards the viewer knows
    /// are there, taken in card order before it is shuffled, so the true
    /// positions of unseen cards never reach the result.
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
                        part.sort_unstable();
                        rng.shuffle(part);
                    }
                } else {
                    // The deck and the face-down card, as a set: the
                    // face-down card is below the last number announced
                    // (every higher one would have been revealed).
                    let mut pool = SpecSet::EMPTY;
                    for s in n.cards.iter().filter_map(|&x| Specialist::from_number(x)) {
                        pool.insert(s);
                    }
                    if let Some(s) = hidden {
                        pool.insert(s);
                        let below = pool.iter().filter(|x| x.number() < announced).fold(
                            SpecSet::EMPTY,
                            |mut m, x| {
                                m.insert(x);
                                m
                            },
                        );
                        let k = rng.below(below.len() as u32) as usize;
                        let pick = below.nth(k).unwrap_or(s);
                        pool.remove(pick);
                        col.chosen = Some(pick);
                    }
                    let mut deck: StackVec<u8, 10> = StackVec::new();
                    for s in pool.iter() {
                        deck.push(s.number()).ok();
                    }
                    rng.shuffle(deck.as_mut_slice());
                    n.cards.clear();
                    for &x in deck.iter() {
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
        // Canonical: the unseen tokens in id order, then shuffled.
        tokens.sort();
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
        // Canonical: the hidden places are filled in an order that depends
        // only on what the viewer sees of them (the place, who else knows
        // the card there, and whether it is a starting mission), never on
        // which card really lies there; places alike are interchangeable.
        let key = |s: &RawState, id: u8, slot: Slot| {
            let place = s.event_cards[usize::from(id)];
            (place_key(place), s.known[usize::from(id)].0, slot as u8)
        };
        slots
            .as_mut_slice()
            .sort_by_key(|&(id, slot)| (key(self, id, slot), id));
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

impl RawState {
    /// The setup decisions of a seat still making them are hidden from the
    /// other seats (see [`Observation::of`]): in a world sampled for
    /// `viewer`, such a seat has made none yet — both its missions are dealt
    /// and its neutral deck's kept cards are still to stack.
    fn forget_undecided_setup(&mut self, viewer: Option<PlayerId>) {
        if self.stage != Stage::Setup {
            return;
        }
        for seat in self.to_act().iter() {
            if viewer == Some(seat) {
                continue;
            }
            let main = self.config.main_colour(seat);
            if let Some(col) = self.colours.get_mut(main.index()) {
                let kept = col.starting_mission.take();
                let returned = col.returned_mission.take();
                for m in [kept, returned].into_iter().flatten() {
                    if let Some(place) = self.event_cards.get_mut(usize::from(m)) {
                        *place = CardPlace::Dealt(main.0);
                        self.known[usize::from(m)] = PlayerSet::only(seat);
                    }
                }
            }
            let neutral = self.config.neutral_colour(seat);
            if let Some(n) = neutral.and_then(|n| self.colours.get_mut(n.index())) {
                let deck = &mut n.neutral;
                for _ in 0..deck.known_top {
                    if let Some(s) = deck.cards.pop().and_then(Specialist::from_number) {
                        deck.to_stack.insert(s);
                    }
                }
                deck.known_top = 0;
            }
        }
    }
}

impl Determinize for RedPlanet {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        let mut s = self.s;
        let mut r = GameRng::from_rng(rng);
        let seat = viewer.seat();
        s.forget_undecided_setup(seat);
        s.resample_specialists(seat, &mut r);
        s.resample_resources(&mut r);
        s.resample_event_cards(seat, &mut r);
        s.rng = GameRng::from_rng(&mut r);
        RedPlanet::of(s)
    }

    fn rng(&self) -> &GameRng {
        &self.s.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.s.rng = rng;
    }
}

// ---- Observation tensor ----

/// The observation tensor (see "Observation tensor" in the crate
/// documentation): one flat vector of `386 + P + 232 C + C²` numbers for `P`
/// players and `C` colours, every one in [-1, 1] (only the final score
/// sheet can be negative), per-colour and per-seat values rotated so that
/// the viewer's own colours come first.
pub(crate) mod tensor {
    use cardgame_core::{PlayerId, Viewer};

    use crate::action::Decision;
    use crate::config::{Colour, Config};
    use crate::data::action_cards::ACTION_COUNT;
    use crate::data::discoveries::DISCOVERY_COUNT;
    use crate::data::missions::MISSION_COUNT;
    use crate::data::resources::{Resource, POINT_TOKENS};
    use crate::data::ships::SHIP_COUNT;
    use crate::data::specialists::{SpecSet, Specialist};
    use crate::data::zones::{Board, ZONES};
    use crate::data::{EVENT_CARDS, FIRST_ACTION, FIRST_DISCOVERY};
    use crate::observe::{ChoiceView, ColourView, DiscoveryView, Observation};
    use crate::rules::KEPT_NEUTRAL_CARDS;
    use crate::state::{ScoreSheet, Stage, ASTRONAUTS, ROUNDS, TOKENS_PER_ZONE};

    /// The specialists, one number each.
    const SPECS: usize = 9;
    /// The kinds of decision (`Decision`).
    const DECISIONS: usize = 16;
    /// Numbers of the progress segment, besides the two per dock.
    const PROGRESS: usize = 4 + 1 + 1 + 1 + DISCOVERY_COUNT + 1;
    /// Numbers of the supplies segment.
    const SUPPLIES: usize = 1 + SHIP_COUNT + ZONES + 3 + 1 + EVENT_CARDS;
    /// Numbers of a zone, besides one per colour.
    const ZONE: usize = 4 + 3 + 4 + DISCOVERY_COUNT;
    /// Numbers of a dock, besides one per colour.
    const DOCK: usize = 1 + SHIP_COUNT + 1 + ZONES + ZONES;
    /// Numbers of the score sheet.
    const SHEET: usize = 8;
    /// Numbers of one colour's block.
    pub(crate) const COLOUR: usize = 2
        + 2
        + 3
        + 2 * SPECS
        + (1 + SPECS)
        + (3 + SPECS)
        + 1
        + 1
        + EVENT_CARDS
        + ACTION_COUNT
        + 2 * MISSION_COUNT
        + 1
        + KEPT_NEUTRAL_CARDS * SPECS
        + 2 * SPECS
        + SHEET;
    /// Numbers of the global part that do not depend on the config.
    const GLOBAL: usize = 1 + 4 + ROUNDS as usize + 10 + DECISIONS + PROGRESS + 4 + SUPPLIES;

    /// The tensor's length for `config`.
    pub(crate) const fn len(config: &Config) -> usize {
        let p = config.players as usize;
        let c = config.colours();
        let d = config.docks();
        GLOBAL + p + 2 * c + 2 * d + ZONES * (ZONE + c) + d * (DOCK + c) + COLOUR * c
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

        fn ratio(&mut self, i: usize, n: impl Into<f64>, scale: f64) {
            self.set(i, (n.into() / scale).clamp(-1.0, 1.0) as f32);
        }

        fn specs(&mut self, at: usize, set: SpecSet) {
            for s in set.iter() {
                self.flag(at + usize::from(s.number()) - 1, true);
            }
        }

        /// Ends a segment of `len` numbers.
        fn next(&mut self, len: usize) {
            self.base += len;
        }
    }

    /// The place of each seat and colour in the viewer's rotation.
    #[derive(Clone, Copy)]
    struct Rotation {
        players: usize,
        colours: usize,
        base: usize,
        two: bool,
    }

    impl Rotation {
        fn of(obs: &Observation) -> Rotation {
            let players = usize::from(obs.config.players).max(1);
            let base = match obs.viewer {
                Viewer::Seat(p) => p.index() % players,
                Viewer::Spectator => 0,
            };
            Rotation {
                players,
                colours: obs.config.colours().max(1),
                base,
                two: obs.config.is_two_player(),
            }
        }

        /// A seat's place: the viewer first, then clockwise.
        fn seat(self, p: PlayerId) -> usize {
            (p.index() + self.players - self.base) % self.players
        }

        /// A colour's place: with two players the viewer's main colour, the
        /// other main colour, the viewer's neutral colour, the other neutral
        /// colour; else the viewer's colour first, then clockwise.
        fn colour(self, c: Colour) -> usize {
            let c = c.index() % self.colours;
            if self.two {
                2 * (c / 2) + (c % 2 + 2 - self.base) % 2
            } else {
                (c + self.colours - self.base) % self.colours
            }
        }

        /// The colour at place `k`.
        fn colour_at(self, k: usize) -> Colour {
            let c = if self.two {
                2 * (k / 2) + (k % 2 + self.base) % 2
            } else {
                (k + self.base) % self.colours
            };
            Colour(c as u8)
        }
    }

    const fn decision_index(d: Decision) -> usize {
        match d {
            Decision::Setup => 0,
            Decision::ChooseSpecialist => 1,
            Decision::PlaceAstronaut => 2,
            Decision::PlaceInAnotherShip => 3,
            Decision::PlaceThreeTogether => 4,
            Decision::DestinationOfUnknownShip => 5,
            Decision::DestinationToken => 6,
            Decision::Kill => 7,
            Decision::LeavePhobos => 8,
            Decision::Replace => 9,
            Decision::Destroy => 10,
            Decision::ForceLaunch => 11,
            Decision::ResearchOrLook => 12,
            Decision::AssignDiscovery => 13,
            Decision::LookAtDiscovery => 14,
            Decision::Explore => 15,
        }
    }

    /// A discovery's index (event card id − 12), if `id` is a discovery.
    fn discovery_index(id: u8) -> Option<usize> {
        let i = usize::from(id.checked_sub(FIRST_DISCOVERY)?);
        (i < DISCOVERY_COUNT).then_some(i)
    }

    /// Writes `obs` into `out` (every element; nothing allocated).
    pub(crate) fn encode(obs: &Observation, out: &mut [f32]) {
        out.fill(0.0);
        let rot = Rotation::of(obs);
        let (p, c) = (rot.players, rot.colours);
        let d = obs.config.docks();
        let mut k = Cursor { out, base: 0 };

        // viewer: 1
        k.flag(0, obs.viewer == Viewer::Spectator);
        k.next(1);
        // to act: P, by relative seat
        for s in obs.to_act.iter() {
            k.flag(rot.seat(s), true);
        }
        k.next(p);
        // stage: 4
        let stage = match obs.stage {
            Stage::Setup => 0,
            Stage::Choose => 1,
            Stage::Resolve => 2,
            Stage::Over => 3,
        };
        k.flag(stage, true);
        k.next(4);
        // round: 10, one-hot
        k.flag(usize::from(obs.round.clamp(1, ROUNDS)) - 1, true);
        k.next(usize::from(ROUNDS));
        // countdown: 10, the last number announced (1 to 10) one-hot
        k.flag(usize::from(obs.announced.clamp(1, 10)) - 1, true);
        k.next(10);
        // first player, resolver: C each, by relative colour
        k.flag(rot.colour(obs.first), true);
        k.next(c);
        if let Some(r) = obs.resolver {
            k.flag(rot.colour(r), true);
        }
        k.next(c);
        // decision: 16
        if let Some(dec) = obs.decision {
            k.flag(decision_index(dec), true);
        }
        k.next(DECISIONS);
        // progress: 21 + 2 D
        let pr = &obs.progress;
        k.flag(usize::from(pr.part.min(3)), true);
        k.ratio(4, pr.done, 3.0);
        k.flag(5, pr.stopped);
        k.flag(6, pr.assigning);
        if let Some(i) = pr.drawn.and_then(discovery_index) {
            k.flag(7 + i, true);
        }
        k.flag(7 + DISCOVERY_COUNT, pr.forced_look);
        k.next(PROGRESS);
        if let Some(dock) = pr.first_dock.filter(|&x| usize::from(x) < d) {
            k.flag(usize::from(dock), true);
        }
        k.next(d);
        if let Some(dock) = pr.destine.filter(|&x| usize::from(x) < d) {
            k.flag(usize::from(dock), true);
        }
        k.next(d);
        // config: 4, the board one-hot
        let board = match obs.config.board {
            Board::One => 0,
            Board::Two => 1,
            Board::Three => 2,
            Board::Four => 3,
        };
        k.flag(board, true);
        k.next(4);
        // supplies: 80
        k.ratio(0, obs.ship_deck, SHIP_COUNT as f64);
        for id in obs.ship_discard.iter().filter(|&i| i < SHIP_COUNT) {
            k.flag(1 + id, true);
        }
        let at = 1 + SHIP_COUNT;
        for (z, &n) in obs.token_supply.iter().enumerate() {
            k.ratio(at + z, n, f64::from(TOKENS_PER_ZONE));
        }
        let at = at + ZONES;
        for r in Resource::ALL {
            let i = r as usize;
            k.ratio(at + i, obs.point_supply[i], f64::from(POINT_TOKENS[i]));
        }
        let at = at + 3;
        k.ratio(at, obs.event_deck, EVENT_CARDS as f64);
        for id in obs.discarded.iter().filter(|&i| i < EVENT_CARDS) {
            k.flag(at + 1 + id, true);
        }
        k.next(SUPPLIES);
        // zones: 10 × (24 + C)
        for zone in &obs.zones {
            for (ci, &n) in zone.astronauts.iter().take(c).enumerate() {
                k.ratio(rot.colour(Colour(ci as u8)), n, f64::from(ASTRONAUTS));
            }
            match zone.resource {
                Some(r) => k.flag(c + r as usize, true),
                None => k.flag(c + 3, true),
            }
            for (i, &n) in zone.points.iter().enumerate() {
                k.ratio(c + 4 + i, n, 10.0);
            }
            let at = c + 7;
            let (state, id) = match zone.discovery {
                DiscoveryView::None => (0, None),
                DiscoveryView::FaceDown(None) => (1, None),
                DiscoveryView::FaceDown(Some(id)) => (2, Some(id)),
                DiscoveryView::FaceUp(id) => (3, Some(id)),
            };
            k.flag(at + state, true);
            if let Some(i) = id.and_then(discovery_index) {
                k.flag(at + 4 + i, true);
            }
            k.next(ZONE + c);
        }
        // docks: D × (58 + C)
        for i in 0..d {
            if let Some(dock) = obs.docks.get(i) {
                if let Some(ship) = dock.ship.filter(|&s| usize::from(s) < SHIP_COUNT) {
                    k.flag(0, true);
                    k.flag(1 + usize::from(ship), true);
                }
                k.flag(1 + SHIP_COUNT, dock.launched);
                let at = 2 + SHIP_COUNT;
                for (ci, &n) in dock.aboard.iter().take(c).enumerate() {
                    k.ratio(at + rot.colour(Colour(ci as u8)), n, 5.0);
                }
                let at = at + c;
                if let Some(&z) = dock.tokens.last().filter(|&&z| usize::from(z) < ZONES) {
                    k.flag(at + usize::from(z), true);
                }
                let mut per_zone = [0u8; ZONES];
                for &z in dock.tokens.iter() {
                    if let Some(n) = per_zone.get_mut(usize::from(z)) {
                        *n = n.saturating_add(1);
                    }
                }
                for (z, &n) in per_zone.iter().enumerate() {
                    k.ratio(at + ZONES + z, n, f64::from(TOKENS_PER_ZONE));
                }
            }
            k.next(DOCK + c);
        }
        // colours: C × COLOUR, the viewer's own first
        for place in 0..c {
            if let Some(v) = obs.colour(rot.colour_at(place)) {
                colour_block(&mut k, v);
            }
            k.next(COLOUR);
        }
    }

    /// One colour's block.
    fn colour_block(k: &mut Cursor<'_>, v: &ColourView) {
        k.flag(0, v.mine);
        k.flag(1, v.neutral);
        k.ratio(2, v.supply, f64::from(ASTRONAUTS));
        k.ratio(3, v.memorial, f64::from(ASTRONAUTS));
        for (i, &n) in v.points.iter().enumerate() {
            k.ratio(4 + i, n, f64::from(POINT_TOKENS[i]));
        }
        let mut at = 7;
        k.specs(at, v.played);
        at += SPECS;
        k.specs(at, v.unplayed);
        at += SPECS;
        if let Some(hand) = v.hand {
            k.flag(at, true);
            k.specs(at + 1, hand);
        }
        at += 1 + SPECS;
        match v.choice {
            ChoiceView::None => k.flag(at, true),
            ChoiceView::Hidden => k.flag(at + 1, true),
            ChoiceView::Known(s) => {
                k.flag(at + 2, true);
                k.flag(at + 2 + usize::from(s.number()), true);
            }
        }
        at += 3 + SPECS;
        k.flag(at, v.resolved);
        k.ratio(at + 1, v.cards, 8.0);
        at += 2;
        for id in v.known_cards.iter().filter(|&i| i < EVENT_CARDS) {
            k.flag(at + id, true);
        }
        at += EVENT_CARDS;
        for id in v.played_actions.iter() {
            if let Some(i) = id.checked_sub(usize::from(FIRST_ACTION)) {
                k.flag(at + i, i < ACTION_COUNT);
            }
        }
        at += ACTION_COUNT;
        if let Some(m) = v
            .starting_mission
            .filter(|&m| usize::from(m) < MISSION_COUNT)
        {
            k.flag(at + usize::from(m), true);
        }
        at += MISSION_COUNT;
        if let Some(m) = v
            .returned_mission
            .filter(|&m| usize::from(m) < MISSION_COUNT)
        {
            k.flag(at + usize::from(m), true);
        }
        at += MISSION_COUNT;
        k.ratio(at, v.neutral_deck, SPECS as f64);
        at += 1;
        // The stacked top cards, the next one drawn first.
        for (pos, &n) in v
            .neutral_top
            .iter()
            .rev()
            .take(KEPT_NEUTRAL_CARDS)
            .enumerate()
        {
            if let Some(s) = Specialist::from_number(n) {
                k.flag(at + pos * SPECS + usize::from(s.number()) - 1, true);
            }
        }
        at += KEPT_NEUTRAL_CARDS * SPECS;
        k.specs(at, v.neutral_to_stack);
        at += SPECS;
        k.specs(at, v.boxed);
        at += SPECS;
        if let Some(sheet) = v.sheet {
            sheet_numbers(k, at, &sheet);
        }
    }

    /// The final score sheet: present (1), then each line /50.
    fn sheet_numbers(k: &mut Cursor<'_>, at: usize, s: &ScoreSheet) {
        k.flag(at, true);
        let lines = [
            s.total,
            s.tokens,
            i16::from(s.token_count),
            s.missions,
            s.ice_monopoly,
            s.discoveries,
            s.actions,
        ];
        for (i, &n) in lines.iter().enumerate() {
            k.ratio(at + 1 + i, n, 50.0);
        }
    }
}

/// The observation tensor of one viewer: one axis of `386 + P + 232 C + C²`
/// numbers for `P` players and `C` colours (1,332 for 2 players, 1,094 for
/// 3, 1,334 for 4, 1,576 for 5, 1,820 for 6), laid out as "Observation
/// tensor" in the crate documentation says.
impl Encode for RedPlanet {
    fn observation_shape(config: &Config) -> Vec<usize> {
        alloc::vec![tensor::len(config)]
    }

    /// Allocates nothing.
    fn encode(obs: &Observation, out: &mut [f32]) {
        tensor::encode(obs, out);
    }

    /// Each seat's score so far: the value of its main colour's point
    /// tokens (missions, discoveries and actions score only at final
    /// scoring), and its main colour's final score once the game is over.
    fn scores(&self) -> BySeat<i32> {
        let n = self.num_players();
        BySeat::from_fn(n, |p| {
            i32::from(self.s.running_score(self.s.config.main_colour(p)))
        })
    }
}
