//! Position builders for the rulebook tests, on the public raw state.
#![allow(dead_code)]

use cardgame_core::{Game, Logged, PlayerId};
use red_planet_rules::data::resources::RESOURCE_TOKEN_KINDS;
use red_planet_rules::{
    Action, CardPlace, Colour, Config, DockState, Event, RawState, RedPlanet, Resource, Specialist,
    Stage, Zone,
};

/// A game after setup: each seat keeps the first mission it may keep and
/// stacks its neutral deck in the listed order.
pub fn started(config: Config, seed: u64) -> RedPlanet {
    let mut g = RedPlanet::new(&config, seed).expect("setup");
    while g.raw().stage == Stage::Setup {
        let p = g.to_act().first().expect("a seat acts");
        let a = g.legal_actions(p)[0];
        g.apply(p, &a).expect("legal");
    }
    g
}

/// The raw state of a started game, round 1, first player Red, with an
/// empty launchpad of open docks (ships back in the deck) and every
/// astronaut back in its supply.
pub fn blank(players: u8) -> RawState {
    let mut raw = started(Config::new(players), 7).into_raw();
    raw.first = 0;
    let nc = raw.config.colours();
    for d in 0..raw.config.docks() {
        let dock = raw.docks[d];
        for c in 0..nc {
            raw.colours[c].supply += dock.aboard[c];
        }
        for &z in dock.tokens.iter() {
            raw.token_supply[z as usize] += 1;
        }
        if dock.ship != u8::MAX {
            raw.ship_deck.insert(dock.ship as usize);
        }
        raw.docks[d] = DockState::open();
    }
    raw
}

/// Puts these ships (by id) at docks 1, 2, ... (taken from the deck).
pub fn dock_ships(raw: &mut RawState, ships: &[u8]) {
    for (d, &s) in ships.iter().enumerate() {
        assert!(raw.ship_deck.remove(s as usize), "ship {s} in the deck");
        raw.docks[d] = DockState::open();
        raw.docks[d].ship = s;
    }
}

/// Moves `n` astronauts of colour `c` from its supply to zone `z`.
pub fn put(raw: &mut RawState, z: Zone, c: u8, n: u8) {
    raw.colours[c as usize].supply -= n;
    raw.zones[z as usize].astronauts[c as usize] += n;
}

/// Moves `n` astronauts of colour `c` from its supply aboard the ship at dock `d`.
pub fn board(raw: &mut RawState, d: usize, c: u8, n: u8) {
    raw.colours[c as usize].supply -= n;
    raw.docks[d].aboard[c as usize] += n;
}

/// Sends every astronaut left in `c`'s supply to the Memorial.
pub fn exhaust(raw: &mut RawState, c: u8) {
    let col = &mut raw.colours[c as usize];
    col.memorial += col.supply;
    col.supply = 0;
}

/// Gives these zones face-up (or face-down) resources of these kinds; the
/// other zones and the spare get the remaining tokens.
pub fn resources(raw: &mut RawState, wanted: &[(Zone, Resource)], face_up: bool) {
    let mut free: Vec<u8> = (0..11).collect();
    let mut take = |r: Resource| {
        let i = free
            .iter()
            .position(|&t| RESOURCE_TOKEN_KINDS[t as usize] == r)
            .expect("a token of that kind");
        free.remove(i)
    };
    let mut assigned = [u8::MAX; 10];
    for &(z, r) in wanted {
        assigned[z as usize] = take(r);
    }
    let mut rest = free.into_iter();
    for (z, zone) in raw.zones.iter_mut().enumerate() {
        zone.resource = if assigned[z] != u8::MAX {
            assigned[z]
        } else {
            rest.next().expect("token")
        };
    }
    raw.spare_resource = rest.next().expect("spare");
    for &(z, _) in wanted {
        raw.zones[z as usize].revealed = face_up;
    }
}

/// Colour `c` has chosen `s` (taken from its hand, or its neutral deck).
pub fn chose(raw: &mut RawState, c: u8, s: Specialist) {
    let col = &mut raw.colours[c as usize];
    if raw.config.is_neutral(Colour(c)) {
        if let Some(old) = col.chosen.take() {
            col.neutral.cards.push(old.number()).expect("room");
        }
        assert!(
            col.neutral.cards.remove_item(&s.number()),
            "{s} in the neutral deck"
        );
        col.neutral.known_top = 0;
    } else {
        assert!(col.hand.contains(s), "{s} in hand");
        col.hand.remove(s);
    }
    col.chosen = Some(s);
}

/// Every colour without a choice picks the Travel Agent with an empty supply:
/// it resolves to nothing. Then the countdown starts.
pub fn others_idle(raw: &mut RawState) {
    for c in 0..raw.config.colours() as u8 {
        if raw.colours[c as usize].chosen.is_none() {
            chose(raw, c, Specialist::TravelAgent);
            exhaust(raw, c);
        }
    }
    raw.stage = Stage::Resolve;
    raw.announced = 10;
}

/// Settles a position.
pub fn settle(raw: RawState) -> RedPlanet {
    RedPlanet::from_position(raw).unwrap_or_else(|e| panic!("position: {e}"))
}

/// Settles a position, returning its events.
pub fn settle_logged(raw: RawState) -> (RedPlanet, Vec<Logged<Event>>) {
    let mut log = Vec::new();
    let g = RedPlanet::from_position_with_events(raw, &mut log)
        .unwrap_or_else(|e| panic!("position: {e}"));
    (g, log)
}

/// The seat to act (the only one).
pub fn seat(g: &RedPlanet) -> PlayerId {
    let t = g.to_act();
    assert_eq!(t.len(), 1, "one seat acts");
    t.first().expect("a seat")
}

/// The single acting seat takes `a` (which must be legal); returns the events.
pub fn act(g: &mut RedPlanet, a: Action) -> Vec<Logged<Event>> {
    let p = seat(g);
    let mut log = Vec::new();
    g.apply_with_events(p, &a, &mut log)
        .unwrap_or_else(|e| panic!("{a} refused: {e}; legal {:?}", g.legal_actions(p)));
    log
}

/// The legal actions of the acting seat.
pub fn legal(g: &RedPlanet) -> Vec<Action> {
    g.legal_actions(seat(g))
}

/// Whether the log holds an event.
pub fn logged(log: &[Logged<Event>], e: &Event) -> bool {
    log.iter().any(|l| l.event == *e)
}

/// Ends the current round at once: every colour (hand refilled) resolves an
/// idle Travel Agent, in round `round`.
pub fn end_round(raw: &mut RawState, round: u8) {
    raw.round = round;
    raw.stage = Stage::Choose;
    for c in 0..raw.config.colours() as u8 {
        if raw.config.is_neutral(Colour(c)) {
            chose(raw, c, Specialist::TravelAgent);
            exhaust(raw, c);
            continue;
        }
        let col = &mut raw.colours[c as usize];
        col.chosen = None;
        col.hand = red_planet_rules::SpecSet::ALL;
        col.played = red_planet_rules::SpecSet::EMPTY;
    }
    others_idle(raw);
}

/// Puts an event card into a place.
pub fn place_card(raw: &mut RawState, card: u8, place: CardPlace) {
    raw.event_cards[card as usize] = place;
}
