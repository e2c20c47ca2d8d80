//! "SETUP", steps 1 to 9, and the "2-PLAYER VARIANT" setup steps 5, 8 and 10
//! ("Set up the two-player game as a four-player game").
//!
//! Rulings applied: R10 (colours and seats with two players), R11 (the
//! neutral deck's three kept cards are stacked by their controller), R14
//! (the returned starting mission joins the event deck).

use cardgame_core::{
    Audience, CardSet, EventSink, GameRng, PlayerId, PlayerSet, SetupError, StackVec,
};

use crate::action::Decision;
use crate::config::{Colour, Config, MAX_COLOURS};
use crate::data::missions::MISSION_COUNT;
use crate::data::resources::{POINT_TOKENS, RESOURCE_TOKENS};
use crate::data::ships::{ship_card, SHIP_COUNT};
use crate::data::specialists::{SpecSet, Specialist};
use crate::data::zones::{Zone, ZONES};
use crate::data::EVENT_CARDS;
use crate::event::Event;
use crate::state::{
    CardPlace, ColourState, DockState, NeutralDeck, Progress, RawState, ScoreSheet, Stage,
    ZoneState, ASTRONAUTS, MAX_DOCKS, TOKENS_PER_ZONE,
};

/// The specialists a neutral deck keeps on top, stacked by its controller
/// (2-player setup 10: "the remaining three neutral specialist cards").
pub(crate) const KEPT_NEUTRAL_CARDS: usize = 3;

/// Draws a ship for a dock at setup: an unknown-destination ship is shuffled
/// back and replaced (setup 4).
fn draw_setup_ship(deck: &mut CardSet, rng: &mut GameRng) -> Option<u8> {
    loop {
        let id = deck.take_random(rng)? as u8;
        match ship_card(id) {
            Some(s) if s.destination.is_some() => return Some(id),
            _ => {
                deck.insert(usize::from(id));
            }
        }
    }
}

/// Sets a game up, up to the first decisions (the starting missions).
pub(crate) fn setup(config: &Config, seed: u64) -> Result<RawState, SetupError> {
    config.validate()?;
    let mut rng = GameRng::from_u64(seed);
    let nc = config.colours();
    let nd = config.docks();

    // 4. Prepare ships: one per dock, no unknown destination; at least one
    // bound for Phobos, else a Phobos token on the rightmost ship.
    let mut ship_deck = CardSet::range(SHIP_COUNT);
    let mut docks = [DockState::open(); MAX_DOCKS];
    let mut token_supply = [TOKENS_PER_ZONE; ZONES];
    for dock in docks.iter_mut().take(nd) {
        dock.ship = draw_setup_ship(&mut ship_deck, &mut rng);
    }
    let phobos_bound = docks
        .iter()
        .take(nd)
        .any(|d| d.ship.and_then(ship_card).and_then(|s| s.destination) == Some(Zone::Phobos));
    if !phobos_bound {
        if let Some(d) = docks.get_mut(nd.saturating_sub(1)) {
            if d.tokens.push(Zone::Phobos as u8).is_ok() {
                token_supply[Zone::Phobos.index()] -= 1;
            }
        }
    }

    // 5. Colours: nine specialists and 22 astronauts each.
    let mut colours = [ColourState::default(); MAX_COLOURS];
    for (i, c) in colours.iter_mut().enumerate().take(nc) {
        c.supply = ASTRONAUTS;
        if !config.is_neutral(Colour(i as u8)) {
            c.hand = SpecSet::ALL;
        }
    }

    // 6. One astronaut of each colour, at random, on each docked ship; the
    // owner of the leftmost one is the first player.
    let mut order: StackVec<u8, MAX_COLOURS> = StackVec::new();
    for c in 0..nc as u8 {
        order.push(c).ok();
    }
    rng.shuffle(order.as_mut_slice());
    for (d, &c) in order.iter().enumerate() {
        if let (Some(dock), Some(col)) = (docks.get_mut(d), colours.get_mut(c as usize)) {
            dock.aboard[c as usize] += 1;
            col.supply -= 1;
        }
    }
    let first = Colour(order.get(0).copied().unwrap_or(0));

    // 7. Resource tokens face down, one per zone and Phobos, one left over.
    let mut res: [u8; RESOURCE_TOKENS] = [0; RESOURCE_TOKENS];
    for (i, r) in res.iter_mut().enumerate() {
        *r = i as u8;
    }
    rng.shuffle(&mut res);
    let mut zones = [ZoneState::default(); ZONES];
    for (z, zone) in zones.iter_mut().enumerate() {
        zone.resource = res[z];
    }

    // 8. Two missions to each (main) colour; 9. the rest form the event deck
    // with the discoveries and actions.
    let mut event_cards = [CardPlace::Deck; EVENT_CARDS];
    let mut known = [PlayerSet::EMPTY; EVENT_CARDS];
    let mut missions = CardSet::range(MISSION_COUNT);
    for c in config.all_colours() {
        if config.is_neutral(c) {
            continue;
        }
        for _ in 0..2 {
            if let Some(m) = missions.take_random(&mut rng) {
                event_cards[m] = CardPlace::Dealt(c.0);
                known[m] = PlayerSet::only(config.controller(c));
            }
        }
    }

    // 2-player 10: each neutral deck loses the Recruiter, Explorer, Robot,
    // Soldier and two random cards (shuffled face down); the three others are
    // stacked on top by the controller (decisions).
    for c in config.all_colours() {
        if !config.is_neutral(c) {
            continue;
        }
        let mut rest = SpecSet::ALL
            .difference(SpecSet::only(Specialist::Recruiter))
            .difference(SpecSet::only(Specialist::Explorer))
            .difference(SpecSet::only(Specialist::Robot))
            .difference(SpecSet::only(Specialist::Soldier));
        let mut removed = SpecSet::ALL.difference(rest);
        for _ in 0..2 {
            let k = rng.below(rest.len() as u32) as usize;
            if let Some(s) = rest.nth(k) {
                rest.remove(s);
                removed.insert(s);
            }
        }
        if let Some(col) = colours.get_mut(c.index()) {
            for s in removed.iter() {
                col.neutral.cards.push(s.number()).ok();
            }
            rng.shuffle(col.neutral.cards.as_mut_slice());
            col.neutral.to_stack = rest;
        }
    }

    Ok(RawState {
        config: *config,
        rng,
        stage: Stage::Setup,
        round: 1,
        first,
        announced: 10,
        resolver: None,
        last_resolver: None,
        progress: Progress::start(),
        colours,
        zones,
        spare_resource: res[ZONES],
        docks,
        ship_deck,
        ship_discard: CardSet::new(),
        token_supply,
        point_supply: POINT_TOKENS,
        event_cards,
        known,
        discoveries_revealed: false,
        sheets: [ScoreSheet::default(); MAX_COLOURS],
    })
}

impl RawState {
    /// Narrates a state just set up (by [`setup`]), step by step of the
    /// rulebook's setup: the ships at the docks (and a Phobos token), the
    /// starting astronauts and the first player, the resource tokens, the
    /// dealt missions (their names to their seat only), the event deck and,
    /// with two players, the neutral decks. Reads the state; changes nothing.
    pub(crate) fn narrate_setup<S: EventSink<Event>>(&self, events: &mut S) {
        events.emit(
            Audience::All,
            Event::SetupBegins {
                players: self.config.players,
                board: self.config.board.number(),
            },
        );
        for (d, dock) in self.docks().iter().enumerate() {
            if let Some(ship) = dock.ship {
                events.emit(
                    Audience::All,
                    Event::Docked {
                        dock: d as u8,
                        ship,
                    },
                );
            }
            if dock.tokens.contains(&(Zone::Phobos as u8)) {
                events.emit(Audience::All, Event::PhobosToken { dock: d as u8 });
            }
        }
        for (d, dock) in self.docks().iter().enumerate() {
            for (ci, &n) in dock.aboard.iter().enumerate().take(self.colour_count()) {
                if n > 0 {
                    events.emit(
                        Audience::All,
                        Event::Placed {
                            colour: Colour(ci as u8),
                            dock: d as u8,
                            count: n,
                        },
                    );
                }
            }
        }
        events.emit(Audience::All, Event::FirstPlayer { colour: self.first });
        events.emit(Audience::All, Event::ResourcesPlaced);
        for c in self.config.all_colours() {
            let mut dealt = [0u8; 2];
            let mut k = 0;
            for (id, place) in self.event_cards.iter().enumerate() {
                if *place == CardPlace::Dealt(c.0) {
                    if let Some(slot) = dealt.get_mut(k) {
                        *slot = id as u8;
                        k += 1;
                    }
                }
            }
            if k != 2 {
                continue;
            }
            let only = PlayerSet::only(self.config.controller(c));
            events.emit(
                Audience::Seats(only),
                Event::MissionsDealt {
                    colour: c,
                    cards: Some(dealt),
                },
            );
            events.emit(
                Audience::AllExcept(only),
                Event::MissionsDealt {
                    colour: c,
                    cards: None,
                },
            );
        }
        events.emit(
            Audience::All,
            Event::EventDeckMade {
                cards: self.event_deck_len() as u8,
            },
        );
        for c in self.config.all_colours() {
            if !self.config.is_neutral(c) {
                continue;
            }
            let kept = self
                .colour(c)
                .map_or(SpecSet::EMPTY, |col| col.neutral.to_stack);
            let only = PlayerSet::only(self.config.controller(c));
            events.emit(
                Audience::Seats(only),
                Event::NeutralDeckPrepared {
                    colour: c,
                    kept: Some(kept),
                },
            );
            events.emit(
                Audience::AllExcept(only),
                Event::NeutralDeckPrepared {
                    colour: c,
                    kept: None,
                },
            );
        }
    }

    /// Whether seat `p`'s colours still have setup decisions.
    pub(crate) fn has_setup_decision(&self, p: PlayerId) -> bool {
        self.has_setup_decision_with(p, self.dealt_colours())
    }

    /// [`RawState::has_setup_decision`], with the colours holding dealt
    /// missions (see [`RawState::dealt_colours`]).
    #[inline]
    pub(crate) fn has_setup_decision_with(&self, p: PlayerId, dealt: u8) -> bool {
        let main = self.config.main_colour(p);
        let stack = self
            .config
            .neutral_colour(p)
            .and_then(|n| self.colour(n))
            .is_some_and(|c| !c.neutral.to_stack.is_empty());
        dealt & 1u8.checked_shl(u32::from(main.0)).unwrap_or(0) != 0 || stack
    }

    /// What seat `p` still has to do at setup, as [`Decision::text_for`]
    /// words it.
    pub(crate) fn setup_text(&self, p: PlayerId) -> &'static str {
        let main = self.config.main_colour(p);
        let keep = self.dealt_colours() & 1u8.checked_shl(u32::from(main.0)).unwrap_or(0) != 0;
        let stack = self
            .config
            .neutral_colour(p)
            .and_then(|n| self.colour(n))
            .is_some_and(|c| !c.neutral.to_stack.is_empty());
        match (keep, stack) {
            (true, true) => Decision::Setup.text_for(&self.config),
            (false, true) => "stack your neutral deck",
            _ => "keep a starting mission",
        }
    }

    /// The colours holding dealt missions, a bit per colour: one pass over
    /// the missions (only missions are dealt, ids `0..MISSION_COUNT`).
    #[inline]
    pub(crate) fn dealt_colours(&self) -> u8 {
        let mut dealt = 0u8;
        // A choice of value for each mission, not a branch on where it is
        // (which a processor cannot predict).
        for place in self.event_cards.iter().take(MISSION_COUNT) {
            dealt |= match *place {
                CardPlace::Dealt(c) => 1u8.checked_shl(u32::from(c)).unwrap_or(0),
                _ => 0,
            };
        }
        dealt
    }

    /// Setup 8: `c` keeps mission `m`; the other dealt one goes back among
    /// the undealt missions (which then join the event deck).
    pub(crate) fn keep_mission<S: EventSink<Event>>(&mut self, c: Colour, m: u8, events: &mut S) {
        let seat = self.config.controller(c);
        for id in 0..MISSION_COUNT {
            if self.event_cards[id] != CardPlace::Dealt(c.0) {
                continue;
            }
            if id == m as usize {
                self.event_cards[id] = CardPlace::Held(c.0);
            } else {
                self.event_cards[id] = CardPlace::Deck;
                self.known[id] = PlayerSet::EMPTY;
                if let Some(col) = self.colours.get_mut(c.index()) {
                    col.returned_mission = Some(id as u8);
                }
            }
        }
        if let Some(col) = self.colours.get_mut(c.index()) {
            col.starting_mission = Some(m);
        }
        events.emit(
            Audience::Seats(PlayerSet::only(seat)),
            Event::MissionKept {
                colour: c,
                card: Some(m),
            },
        );
        self.announce_setup_done(seat, events);
    }

    /// The other seats learn that `seat` made its setup decisions only once
    /// it has made them all, never in which order (with two players a seat
    /// keeps a mission and stacks its neutral deck at the same time as the
    /// other seat): then, a mission kept and each card stacked, without the
    /// cards.
    fn announce_setup_done<S: EventSink<Event>>(&self, seat: PlayerId, events: &mut S) {
        if self.has_setup_decision(seat) {
            return;
        }
        let others = Audience::AllExcept(PlayerSet::only(seat));
        events.emit(
            others,
            Event::MissionKept {
                colour: self.config.main_colour(seat),
                card: None,
            },
        );
        if let Some(n) = self.config.neutral_colour(seat) {
            for _ in 0..KEPT_NEUTRAL_CARDS {
                events.emit(
                    others,
                    Event::NeutralStacked {
                        colour: n,
                        card: None,
                    },
                );
            }
        }
    }

    /// 2-player setup 10: stack a kept card on the neutral deck. Cards are
    /// stacked in drawing order: the first one stacked is drawn in round 1,
    /// the next in round 2; the last kept card follows by itself.
    pub(crate) fn stack_neutral<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        s: Specialist,
        events: &mut S,
    ) {
        let seat = self.config.controller(c);
        let Some(col) = self.colours.get_mut(c.index()) else {
            return;
        };
        let n = &mut col.neutral;
        let mut stacked: StackVec<u8, 3> = StackVec::new();
        let mut stack = |n: &mut NeutralDeck, card: Specialist| {
            n.to_stack.remove(card);
            let at = n.cards.len() - (n.known_top as usize).min(n.cards.len());
            if n.cards.insert(at, card.number()).is_ok() {
                n.known_top += 1;
            }
            stacked.push(card.number()).ok();
        };
        if n.to_stack.contains(s) {
            stack(n, s);
        }
        if n.to_stack.len() == 1 {
            if let Some(last) = n.to_stack.nth(0) {
                stack(n, last);
            }
        }
        let only = PlayerSet::only(seat);
        for card in stacked.iter().filter_map(|&n| Specialist::from_number(n)) {
            events.emit(
                Audience::Seats(only),
                Event::NeutralStacked {
                    colour: c,
                    card: Some(card),
                },
            );
        }
        self.announce_setup_done(seat, events);
    }
}
