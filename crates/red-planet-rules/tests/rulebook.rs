//! Every rule of the rulebook, its worked examples and clarifications, as
//! scenario tests named after the rule they pin.

use cardgame_core::{Audience, Describe, Logged, PlayerSet};
use red_planet_rules::data::discoveries::DISCOVERIES;
use red_planet_rules::data::missions::MISSIONS;
use red_planet_rules::data::resources::{token_resource, Resource, RESOURCE_TOKEN_KINDS};
use red_planet_rules::data::ships::SHIPS;
use red_planet_rules::data::{event_kind, EventKind, EVENT_CARDS};
use red_planet_rules::{
    Action, Board, CardPlace, ChoiceView, Colour, Config, Decision, DiscoveryView, Event, Game,
    PlayerId, RawState, RedPlanet, RuleError, Site, SpecSet, Specialist, Stage, Viewer, Zone,
};

const RED: u8 = 0;
const BLUE: u8 = 1;
const YELLOW: u8 = 2;

// Ship ids (see data/ships.rs).
const VB2: u8 = 0;
const VB5: u8 = 2;
const MS5: u8 = 5;
const SS5: u8 = 11;
const MT3: u8 = 12;
const MT5: u8 = 14;
const HE2: u8 = 21;
const UNKNOWN3: u8 = 30;

// Event card ids.
const SYLVANITE_STASH: u8 = 0;
const NORTHERN_SURVEY: u8 = 3;
const PHOBOS_GARRISON: u8 = 7;
const VALLES_DOMINION: u8 = 8;
const HELLAS_DOMINION: u8 = 9;
const COLONIZER: u8 = 10;
const SURVIVORS: u8 = 11;
const ETHER_MAGNET: u8 = 12;
const LICHENS: u8 = 13;
const DEPLETED_DEPOSIT: u8 = 14;
const MINING_INCIDENT: u8 = 15;
const SYNERGY: u8 = 16;
const SUBTERFUGE: u8 = 17;
const FLAT_TERRAIN: u8 = 18;
const ROUGH_TERRAIN: u8 = 19;
const RICH_VEIN: u8 = 20;
const CELERIUM_SEAM: u8 = 21;
const ANCIENT_RUINS: u8 = 22;
const RADIOACTIVE_CRATER: u8 = 23;
const LANDSLIDE: u8 = 24;
const PLANETARY_CLEANUP: u8 = 25;
const ICE_SHIPMENT: u8 = 26;
const SYLVANITE_SHIPMENT: u8 = 27;
const PHOBOS_BEACON: u8 = 28;

// ---------------------------------------------------------------- positions
// Position builders on the crate's conserving edits (`RawState::clear_launchpad`
// and friends); a failed edit is a broken test, so they unwrap.

/// A game after setup: each seat keeps the first mission it may keep and
/// stacks its neutral deck in the listed order.
fn started(config: Config, seed: u64) -> RedPlanet {
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
fn blank(players: u8) -> RawState {
    let mut raw = started(Config::new(players), 7).into_raw();
    raw.first = Colour(RED);
    raw.clear_launchpad();
    raw
}

/// Puts these ships (by id) at docks 1, 2, ... (taken from the deck).
fn dock_ships(raw: &mut RawState, ships: &[u8]) {
    for (d, &s) in ships.iter().enumerate() {
        raw.dock_ship(d as u8, s)
            .expect("an open dock and a ship in the deck");
    }
}

/// Moves `n` astronauts of colour `c` from its supply to zone `z`.
fn put(raw: &mut RawState, z: Zone, c: u8, n: u8) {
    raw.put_astronauts(z, Colour(c), n)
        .expect("astronauts in the supply");
}

/// Moves `n` astronauts of colour `c` from its supply aboard the ship at dock `d`.
fn board(raw: &mut RawState, d: usize, c: u8, n: u8) {
    raw.board_astronauts(d as u8, Colour(c), n)
        .expect("astronauts in the supply and room aboard");
}

/// Sends every astronaut left in `c`'s supply to the Memorial.
fn exhaust(raw: &mut RawState, c: u8) {
    raw.exhaust_supply(Colour(c));
}

/// Gives these zones face-up (or face-down) resources of these kinds; the
/// other zones and the spare get the remaining tokens.
fn resources(raw: &mut RawState, wanted: &[(Zone, Resource)], face_up: bool) {
    raw.set_resources(wanted, face_up)
        .expect("tokens of those kinds");
}

/// Colour `c` has chosen `s` (taken from its hand, or its neutral deck).
fn chose(raw: &mut RawState, c: u8, s: Specialist) {
    raw.set_chosen(Colour(c), s)
        .expect("the specialist is available");
}

/// Every colour without a choice picks the Travel Agent with an empty supply:
/// it resolves to nothing. Then the countdown starts.
fn others_idle(raw: &mut RawState) {
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
fn settle(raw: RawState) -> RedPlanet {
    RedPlanet::from_position(raw).unwrap_or_else(|e| panic!("position: {e}"))
}

/// Settles a position, returning its events.
fn settle_logged(raw: RawState) -> (RedPlanet, Vec<Logged<Event>>) {
    let mut log = Vec::new();
    let g = RedPlanet::from_position_with_events(raw, &mut log)
        .unwrap_or_else(|e| panic!("position: {e}"));
    (g, log)
}

/// The seat to act (the only one).
fn seat(g: &RedPlanet) -> PlayerId {
    let t = g.to_act();
    assert_eq!(t.len(), 1, "one seat acts");
    t.first().expect("a seat")
}

/// The single acting seat takes `a` (which must be legal); returns the events.
fn act(g: &mut RedPlanet, a: Action) -> Vec<Logged<Event>> {
    let p = seat(g);
    let mut log = Vec::new();
    g.apply_with_events(p, &a, &mut log)
        .unwrap_or_else(|e| panic!("{a} refused: {e}; legal {:?}", g.legal_actions(p)));
    log
}

/// The legal actions of the acting seat.
fn legal(g: &RedPlanet) -> Vec<Action> {
    g.legal_actions(seat(g))
}

/// Whether the log holds an event.
fn logged(log: &[Logged<Event>], e: &Event) -> bool {
    log.iter().any(|l| l.event == *e)
}

/// Ends the current round at once: every colour (hand refilled) resolves an
/// idle Travel Agent, in round `round`.
fn end_round(raw: &mut RawState, round: u8) {
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
        col.hand = SpecSet::ALL;
        col.played = SpecSet::EMPTY;
    }
    others_idle(raw);
}

/// Puts an event card into a place.
fn place_card(raw: &mut RawState, card: u8, place: CardPlace) {
    raw.move_event_card(card, place).expect("an event card");
}

/// Starting missions that score nothing on an empty board, every other event
/// card back in the event deck.
fn quiet_missions(raw: &mut RawState) {
    for id in 0..EVENT_CARDS {
        place_card(raw, id as u8, CardPlace::Deck);
        raw.known[id] = PlayerSet::EMPTY;
    }
    let quiet = [PHOBOS_GARRISON, VALLES_DOMINION, HELLAS_DOMINION];
    let config = raw.config;
    for (c, &mission) in quiet.iter().enumerate().take(config.colours()) {
        raw.colours[c].returned_mission = None;
        if config.is_neutral(Colour(c as u8)) {
            continue;
        }
        raw.colours[c].starting_mission = Some(mission);
        place_card(raw, mission, CardPlace::Held(c as u8));
    }
}

/// Only `card` is left in the event deck (the rest are held by Blue, or
/// discarded for discoveries).
fn deck_of_one(raw: &mut RawState, card: u8) {
    for id in 0..EVENT_CARDS {
        if raw.event_cards[id] != CardPlace::Deck || id == card as usize {
            continue;
        }
        let place = match event_kind(id as u8) {
            Some(EventKind::Discovery) => CardPlace::Discarded,
            _ => CardPlace::Held(BLUE),
        };
        place_card(raw, id as u8, place);
    }
    place_card(raw, card, CardPlace::Deck);
}

fn points(g: &RedPlanet, c: u8) -> [u8; 3] {
    g.raw().colours[c as usize].points
}

// ---------------------------------------------------------------- components

#[test]
fn components_ship_deck_has_36_ships_three_per_destination_and_six_unknown() {
    assert_eq!(SHIPS.len(), 36);
    for z in Zone::ALL {
        assert_eq!(
            SHIPS.iter().filter(|s| s.destination == Some(z)).count(),
            3,
            "{z}"
        );
    }
    assert_eq!(SHIPS.iter().filter(|s| s.destination.is_none()).count(), 6);
    assert!(SHIPS.iter().all(|s| (2..=5).contains(&s.capacity)));
    // Printed examples.
    assert_eq!(
        (SHIPS[13].destination, SHIPS[13].capacity),
        (Some(Zone::MareTyrrhenum), 4)
    );
    assert_eq!(
        (SHIPS[0].destination, SHIPS[0].capacity),
        (Some(Zone::VastitasBorealis), 2)
    );
    assert_eq!(
        (SHIPS[21].destination, SHIPS[21].capacity),
        (Some(Zone::Hellas), 2)
    );
}

#[test]
fn components_event_deck_is_12_missions_13_discoveries_4_actions() {
    let count = |k| {
        (0..EVENT_CARDS as u8)
            .filter(|&i| event_kind(i) == Some(k))
            .count()
    };
    assert_eq!(count(EventKind::Mission), 12);
    assert_eq!(count(EventKind::Discovery), 13);
    assert_eq!(count(EventKind::Action), 4);
    assert_eq!(MISSIONS[0].name, "Sylvanite Stash");
    assert_eq!(MISSIONS[0].points, 8);
    for name in [
        "Ether Magnet",
        "Lichens",
        "Depleted Deposit",
        "Mining Incident",
        "Synergy",
        "Subterfuge",
        "Flat Terrain",
        "Rough Terrain",
    ] {
        assert!(DISCOVERIES.iter().any(|d| d.name == name), "{name}");
    }
}

#[test]
fn components_resource_tokens_are_5_ice_3_sylvanite_3_celerium() {
    let count = |r| RESOURCE_TOKEN_KINDS.iter().filter(|&&k| k == r).count();
    assert_eq!(
        [
            count(Resource::Ice),
            count(Resource::Sylvanite),
            count(Resource::Celerium)
        ],
        [5, 3, 3]
    );
    assert_eq!(Resource::ALL.map(|r| r.point_tokens()), [40, 23, 23]);
}

// ---------------------------------------------------------------- board

#[test]
fn board_inner_zones_touch_three_outer_zones_and_each_other() {
    for b in Board::ALL {
        for z in [Zone::VallesMarineris, Zone::Hellas, Zone::SyrtisMajor] {
            let adj = b.adjacent(z);
            assert_eq!(adj.iter().filter(|y| y.is_outer()).count(), 3, "{b:?} {z}");
            assert_eq!(adj.iter().filter(|y| y.is_inner()).count(), 2, "{b:?} {z}");
        }
        for z in Zone::ALL {
            for y in b.adjacent(z).iter() {
                assert!(b.are_adjacent(y, z), "adjacency is symmetric");
                assert_ne!(y, z);
            }
        }
    }
}

#[test]
fn board_phobos_is_adjacent_to_nothing() {
    for b in Board::ALL {
        assert!(b.adjacent(Zone::Phobos).is_empty());
        assert!(Zone::ALL.iter().all(|&z| !b.are_adjacent(z, Zone::Phobos)));
    }
}

#[test]
fn board_the_four_configurations_differ() {
    for (i, a) in Board::ALL.iter().enumerate() {
        for b in &Board::ALL[i + 1..] {
            assert!(
                Zone::ALL.iter().any(|&z| a.adjacent(z) != b.adjacent(z)),
                "{a:?} vs {b:?}"
            );
        }
    }
}

#[test]
fn board_inner_zones_are_valles_marineris_hellas_and_syrtis_major() {
    let inner: Vec<Zone> = Zone::ALL.into_iter().filter(|z| z.is_inner()).collect();
    assert_eq!(
        inner,
        [Zone::VallesMarineris, Zone::Hellas, Zone::SyrtisMajor]
    );
    assert_eq!(Zone::OUTER.len(), 6);
    assert!(!Zone::Phobos.is_mars() && !Zone::Phobos.is_outer());
}

// ---------------------------------------------------------------- setup

#[test]
fn setup_one_known_destination_ship_per_dock_and_four_docks_with_two_players() {
    for players in 2..=6u8 {
        for seed in 0..20 {
            let g = RedPlanet::new(&Config::new(players), seed).unwrap();
            let raw = g.raw();
            let docks = if players == 2 { 4 } else { players as usize };
            assert_eq!(raw.docks().len(), docks);
            for d in raw.docks() {
                assert!(
                    SHIPS[d.ship.expect("a ship") as usize]
                        .destination
                        .is_some(),
                    "no unknown destination at setup"
                );
                assert_eq!(d.total_aboard(), 1);
            }
        }
    }
}

#[test]
fn setup_phobos_token_on_the_rightmost_ship_only_without_a_phobos_ship() {
    let (mut with, mut without) = (0, 0);
    for seed in 0..60 {
        let g = RedPlanet::new(&Config::new(3), seed).unwrap();
        let raw = g.raw();
        let phobos_ship = raw
            .docks()
            .iter()
            .any(|d| SHIPS[d.ship.expect("a ship") as usize].destination == Some(Zone::Phobos));
        let tokens: usize = raw.docks().iter().map(|d| d.tokens.len()).sum();
        if phobos_ship {
            with += 1;
            assert_eq!(tokens, 0);
        } else {
            without += 1;
            assert_eq!(raw.docks[2].tokens.as_slice(), &[Zone::Phobos as u8]);
            assert_eq!(raw.docks[2].destination(), Some(Zone::Phobos));
            assert_eq!(raw.token_supply[Zone::Phobos.index()], 1);
        }
    }
    assert!(with > 0 && without > 0);
}

#[test]
fn setup_one_astronaut_of_each_colour_per_ship_and_leftmost_owner_is_first_player() {
    for seed in 0..20 {
        let g = RedPlanet::new(&Config::new(5), seed).unwrap();
        let raw = g.raw();
        for c in 0..5 {
            let on_ships: u8 = raw.docks().iter().map(|d| d.aboard[c]).sum();
            assert_eq!(on_ships, 1);
            assert_eq!(raw.colours[c].supply, 21);
            assert_eq!(raw.colours[c].hand, SpecSet::ALL);
        }
        assert_eq!(raw.docks[0].aboard[raw.first.index()], 1);
    }
}

#[test]
fn setup_resource_tokens_face_down_one_per_zone_and_one_spare() {
    let g = RedPlanet::new(&Config::new(4), 3).unwrap();
    let raw = g.raw();
    let mut ids: Vec<u8> = raw.zones.iter().map(|z| z.resource).collect();
    ids.push(raw.spare_resource);
    ids.sort_unstable();
    assert_eq!(ids, (0..11).collect::<Vec<u8>>());
    assert!(raw.zones.iter().all(|z| !z.revealed));
    let obs = g.observe(Viewer::Seat(PlayerId(0)));
    assert!(obs.zones.iter().all(|z| z.resource.is_none()));
}

#[test]
fn setup_starting_missions_deal_two_keep_one_hidden_the_other_joins_the_event_deck() {
    let mut g = RedPlanet::new(&Config::new(3), 11).unwrap();
    assert_eq!(g.to_act(), PlayerSet::all(3), "everybody chooses at once");
    let p = PlayerId(1);
    let options = g.legal_actions(p);
    assert_eq!(options.len(), 2);
    assert!(options.iter().all(|a| matches!(a, Action::Keep(_))));
    let Action::Keep(kept) = options[1] else {
        unreachable!()
    };
    let Action::Keep(returned) = options[0] else {
        unreachable!()
    };
    g.apply(p, &options[1]).unwrap();
    let raw = g.raw();
    assert_eq!(raw.event_cards[kept as usize], CardPlace::Held(1));
    assert_eq!(raw.event_cards[returned as usize], CardPlace::Deck);
    assert_eq!(raw.colours[1].starting_mission, Some(kept));
    let mine = g.observe(Viewer::Seat(p));
    assert!(mine.colours.as_slice()[1]
        .known_cards
        .contains(kept as usize));
    assert_eq!(mine.colours.as_slice()[1].returned_mission, Some(returned));
    let theirs = g.observe(Viewer::Seat(PlayerId(0)));
    assert_eq!(theirs.colours.as_slice()[1].cards, 1);
    assert!(theirs.colours.as_slice()[1].known_cards.is_empty());
    assert_eq!(theirs.colours.as_slice()[1].returned_mission, None);
    // Event deck: 13 discoveries + 4 actions + 12 missions - 3 kept = 26, once all kept.
    for q in [PlayerId(0), PlayerId(2)] {
        let a = g.legal_actions(q)[0];
        g.apply(q, &a).unwrap();
    }
    assert_eq!(g.raw().event_deck_len(), 26);
    assert_eq!(g.raw().stage, Stage::Choose);
}

#[test]
fn setup_refuses_seat_counts_outside_two_to_six() {
    assert!(RedPlanet::new(&Config::new(1), 0).is_err());
    assert!(RedPlanet::new(&Config::new(7), 0).is_err());
}

// ---------------------------------------------------------------- the round

#[test]
fn choose_specialist_is_simultaneous_and_hidden_until_revealed() {
    let mut g = started(Config::new(3), 5);
    assert_eq!(g.to_act(), PlayerSet::all(3));
    let mut log = Vec::new();
    g.apply_with_events(PlayerId(0), &Action::Choose(Specialist::Pilot), &mut log)
        .unwrap();
    assert_eq!(g.to_act().len(), 2);
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(0))).colours.as_slice()[0].choice,
        ChoiceView::Known(Specialist::Pilot)
    );
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(1))).colours.as_slice()[0].choice,
        ChoiceView::Hidden
    );
    assert_eq!(
        g.observe(Viewer::Spectator).colours.as_slice()[0].choice,
        ChoiceView::Hidden
    );
    for l in &log {
        if let Event::Chose { card: Some(_), .. } = l.event {
            assert_eq!(l.audience, Audience::Seats(PlayerSet::only(PlayerId(0))));
        }
    }
    // Revealed when its number is announced.
    g.apply(PlayerId(1), &Action::Choose(Specialist::Recruiter))
        .unwrap();
    g.apply(PlayerId(2), &Action::Choose(Specialist::Explorer))
        .unwrap();
    assert_eq!(g.raw().announced, 9);
    let obs = g.observe(Viewer::Seat(PlayerId(1)));
    assert_eq!(
        obs.colours.as_slice()[0].choice,
        ChoiceView::Hidden,
        "the Pilot waits for 1"
    );
    assert_eq!(
        obs.colours.as_slice()[1].choice,
        ChoiceView::Known(Specialist::Recruiter)
    );
}

#[test]
fn choose_only_from_hand_played_cards_stay_face_up() {
    let mut raw = blank(3);
    raw.colours[0].hand.remove(Specialist::Pilot);
    raw.colours[0].played.insert(Specialist::Pilot);
    let mut g = settle(raw);
    assert_eq!(
        g.apply(PlayerId(0), &Action::Choose(Specialist::Pilot)),
        Err(RuleError::NotInHand {
            specialist: Specialist::Pilot
        })
    );
    assert!(g.observe(Viewer::Seat(PlayerId(1))).colours.as_slice()[0]
        .played
        .contains(Specialist::Pilot));
}

#[test]
fn countdown_resolves_from_nine_down_ties_clockwise_from_the_first_player() {
    let mut raw = blank(4);
    dock_ships(&mut raw, &[VB5, MS5, SS5, MT5]);
    raw.first = Colour(YELLOW);
    chose(&mut raw, RED, Specialist::Recruiter);
    chose(&mut raw, BLUE, Specialist::Pilot);
    chose(&mut raw, YELLOW, Specialist::Recruiter);
    chose(&mut raw, 3, Specialist::Recruiter);
    raw.stage = Stage::Resolve;
    let mut g = settle(raw);
    let mut order = Vec::new();
    while g.raw().round == 1 {
        let r = g.raw().resolver.expect("a colour resolves").0;
        if order.last() != Some(&r) {
            order.push(r);
        }
        let a = legal(&g)[0];
        act(&mut g, a);
    }
    assert_eq!(order, [YELLOW, 3, RED, BLUE]);
    assert_eq!(
        g.raw().first,
        Colour(BLUE),
        "the last to resolve becomes first player"
    );
}

#[test]
fn recruiter_returns_every_played_specialist_including_itself() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    for s in [Specialist::Pilot, Specialist::Soldier, Specialist::Robot] {
        raw.colours[0].hand.remove(s);
        raw.colours[0].played.insert(s);
    }
    chose(&mut raw, RED, Specialist::Recruiter);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(legal(&g), [Action::Place(0)]);
    let log = act(&mut g, Action::Place(0));
    assert!(logged(
        &log,
        &Event::Recalled {
            colour: Colour(RED)
        }
    ));
    assert_eq!(g.raw().colours[0].hand, SpecSet::ALL);
    assert!(g.raw().colours[0].played.is_empty());
}

#[test]
fn saboteur_example_fills_the_only_docked_ship_then_destroys_it_before_launch() {
    // Card clarifications: Red chose the Saboteur; only one docked ship is
    // left; Red's astronaut fills it; Red must destroy it before it launches.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2]);
    board(&mut raw, 0, BLUE, 1);
    chose(&mut raw, RED, Specialist::Saboteur);
    others_idle(&mut raw);
    let blue_lost = raw.colours[1].memorial;
    let mut g = settle(raw);
    assert_eq!(legal(&g), [Action::Place(0)]);
    let log = act(&mut g, Action::Place(0));
    assert!(
        !log.iter()
            .any(|l| matches!(l.event, Event::Launched { .. })),
        "no launch mid-effect"
    );
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::Destroy));
    assert_eq!(legal(&g), [Action::Destroy(0)]);
    let log = act(&mut g, Action::Destroy(0));
    assert!(logged(
        &log,
        &Event::Destroyed {
            colour: Colour(RED),
            dock: 0,
            ship: VB2,
            lost: 2
        }
    ));
    assert!(!log
        .iter()
        .any(|l| matches!(l.event, Event::Launched { .. } | Event::Landed { .. })));
    assert_eq!(g.raw().colours[0].memorial, 1);
    assert_eq!(g.raw().colours[1].memorial, blue_lost + 1);
    assert!(g.raw().ship_discard.contains(VB2 as usize));
}

#[test]
fn the_saboteur_s_choices_count_the_astronauts_aboard_in_words() {
    let mut raw = blank(5);
    dock_ships(&mut raw, &[VB5, MS5, SS5, MT5, MT3]);
    board(&mut raw, 1, BLUE, 1);
    board(&mut raw, 2, BLUE, 2);
    board(&mut raw, 3, BLUE, 1);
    board(&mut raw, 3, RED, 2);
    chose(&mut raw, RED, Specialist::Saboteur);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let sentence = |d: u8| {
        let text = g.action_sentence(PlayerId(0), &Action::Destroy(d));
        text[text.find(" at dock").expect("the dock")..].to_string()
    };
    assert_eq!(
        sentence(0),
        " at dock 1: its astronaut, yours, goes to the Lost in Space Memorial"
    );
    assert_eq!(
        sentence(1),
        " at dock 2: its astronaut goes to the Lost in Space Memorial"
    );
    assert_eq!(
        sentence(2),
        " at dock 3: its 2 astronauts go to the Lost in Space Memorial"
    );
    assert_eq!(
        sentence(3),
        " at dock 4: its 3 astronauts go to the Lost in Space Memorial (2 of them yours)"
    );
    assert_eq!(sentence(4), " at dock 5 (no astronaut aboard)");
}

#[test]
fn full_ship_launches_after_the_effect_and_lands_with_its_astronauts() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[HE2, VB5]);
    board(&mut raw, 0, BLUE, 1);
    resources(&mut raw, &[(Zone::Hellas, Resource::Celerium)], false);
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert!(
        g.raw().docks[0].is_full() && !g.raw().docks[0].launched,
        "full, but the Pilot is not done"
    );
    assert!(!legal(&g).contains(&Action::Place(0)), "no room left");
    act(&mut g, Action::Place(1));
    let log = act(
        &mut g,
        Action::Token {
            dock: 1,
            zone: Zone::Ausonia,
        },
    );
    assert!(logged(
        &log,
        &Event::Launched {
            dock: 0,
            ship: HE2,
            forced: false
        }
    ));
    assert!(logged(
        &log,
        &Event::Landed {
            dock: 0,
            ship: HE2,
            zone: Some(Zone::Hellas),
            astronauts: 2
        }
    ));
    assert!(logged(
        &log,
        &Event::ResourceRevealed {
            zone: Zone::Hellas,
            resource: Resource::Celerium
        }
    ));
    let raw = g.raw();
    assert_eq!(raw.zones[Zone::Hellas.index()].astronauts[..2], [1, 1]);
    assert!(raw.zones[Zone::Hellas.index()].revealed);
    assert!(raw.ship_discard.contains(HE2 as usize));
    assert!(raw.docks[0].ship.is_some(), "an open dock gets a new ship");
    assert_eq!(
        raw.docks[1].tokens.as_slice(),
        &[Zone::Ausonia as u8],
        "a docked ship keeps its token"
    );
}

#[test]
fn landing_follows_the_top_destination_token_and_returns_every_token() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[MT3]);
    board(&mut raw, 0, RED, 2);
    for z in [Zone::SinusSabeus, Zone::Hellas] {
        raw.docks[0].tokens.push(z as u8).unwrap();
        raw.token_supply[z.index()] -= 1;
    }
    raw.docks[0].launched = true;
    others_idle(&mut raw);
    let (g, log) = settle_logged(raw);
    assert!(logged(
        &log,
        &Event::Landed {
            dock: 0,
            ship: MT3,
            zone: Some(Zone::Hellas),
            astronauts: 2
        }
    ));
    assert_eq!(g.raw().zones[Zone::Hellas.index()].astronauts[0], 2);
    assert_eq!(g.raw().token_supply, [2; 10]);
}

#[test]
fn unknown_destination_first_astronaut_calls_for_a_destination_token() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[UNKNOWN3]);
    chose(&mut raw, RED, Specialist::Recruiter);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        g.decision(PlayerId(0)),
        Some(Decision::DestinationOfUnknownShip)
    );
    assert_eq!(legal(&g).len(), 10, "any token of the supply");
    act(
        &mut g,
        Action::Token {
            dock: 0,
            zone: Zone::Phobos,
        },
    );
    assert_eq!(g.raw().docks[0].destination(), Some(Zone::Phobos));
    assert_eq!(g.raw().token_supply[Zone::Phobos.index()], 1);
}

#[test]
fn destination_tokens_are_limited_to_two_per_zone() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    for d in 0..2 {
        raw.docks[d].tokens.push(Zone::Hellas as u8).unwrap();
    }
    raw.token_supply[Zone::Hellas.index()] = 0;
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    assert!(!legal(&g).contains(&Action::Token {
        dock: 0,
        zone: Zone::Hellas
    }));
    assert_eq!(
        g.validate(
            PlayerId(0),
            &Action::Token {
                dock: 0,
                zone: Zone::Hellas
            }
        ),
        Err(RuleError::NoToken { zone: Zone::Hellas })
    );
}

#[test]
fn ships_reshuffle_the_discard_pile_when_the_deck_runs_out() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2, VB5]);
    let deck = raw.ship_deck;
    raw.ship_discard = deck;
    raw.ship_deck.clear();
    others_idle(&mut raw);
    let (g, log) = settle_logged(raw);
    assert!(logged(&log, &Event::ShipsReshuffled));
    assert!(g.raw().docks().iter().all(|d| d.ship.is_some()));
    assert!(g.raw().ship_discard.is_empty());
}

// ---------------------------------------------------------------- specialists

#[test]
fn pilot_places_two_then_a_token_on_a_docked_or_launched_ship_tokens_stack() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    raw.docks[0].tokens.push(Zone::Ausonia as u8).unwrap();
    raw.token_supply[Zone::Ausonia.index()] -= 1;
    raw.docks[1].launched = true;
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(
        legal(&g),
        [Action::Place(0)],
        "a launched ship takes no astronaut"
    );
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    let options = legal(&g);
    assert!(
        options.contains(&Action::Token {
            dock: 1,
            zone: Zone::Hellas
        }),
        "launched ship"
    );
    assert!(
        options.contains(&Action::Token {
            dock: 0,
            zone: Zone::Hellas
        }),
        "docked ship"
    );
    let log = act(
        &mut g,
        Action::Token {
            dock: 1,
            zone: Zone::Hellas,
        },
    );
    assert!(logged(
        &log,
        &Event::Landed {
            dock: 1,
            ship: MS5,
            zone: Some(Zone::Hellas),
            astronauts: 0
        }
    ));

    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    raw.docks[0].tokens.push(Zone::Ausonia as u8).unwrap();
    raw.token_supply[Zone::Ausonia.index()] -= 1;
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    act(
        &mut g,
        Action::Token {
            dock: 0,
            zone: Zone::Hellas,
        },
    );
    assert_eq!(
        g.raw().docks[0].tokens.as_slice(),
        &[Zone::Ausonia as u8, Zone::Hellas as u8]
    );
    assert_eq!(g.raw().docks[0].destination(), Some(Zone::Hellas));
}

#[test]
fn soldier_kills_on_phobos_or_an_outer_zone_own_allowed_then_moves_at_least_one_from_phobos() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Hellas, BLUE, 1);
    put(&mut raw, Zone::Ausonia, BLUE, 1);
    put(&mut raw, Zone::Phobos, RED, 2);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let blue_lost = raw.colours[1].memorial;
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let kills = legal(&g);
    assert_eq!(
        kills,
        [
            Action::Kill {
                zone: Zone::Ausonia,
                colour: Colour(BLUE)
            },
            Action::Kill {
                zone: Zone::Phobos,
                colour: Colour(RED)
            },
        ],
        "not in an inner zone"
    );
    act(
        &mut g,
        Action::Kill {
            zone: Zone::Ausonia,
            colour: Colour(BLUE),
        },
    );
    assert_eq!(g.raw().colours[1].memorial, blue_lost + 1);
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::LeavePhobos));
    assert!(
        !legal(&g).contains(&Action::Stop),
        "at least one astronaut must move"
    );
    assert_eq!(
        g.validate(PlayerId(0), &Action::Stop),
        Err(RuleError::MustMove)
    );
    act(&mut g, Action::Land(Zone::Hellas));
    assert!(legal(&g).contains(&Action::Stop));
    act(&mut g, Action::Land(Zone::Ausonia));
    let raw = g.raw();
    assert_eq!(raw.zones[Zone::Phobos.index()].astronauts[0], 0);
    assert_eq!(raw.zones[Zone::Hellas.index()].astronauts[0], 1);
    assert_eq!(raw.zones[Zone::Ausonia.index()].astronauts[0], 1);
    assert!(raw.zones[Zone::Hellas.index()].revealed);
}

#[test]
fn soldier_may_kill_its_own_astronaut_and_skips_moves_without_astronauts_on_phobos() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::VastitasBorealis, RED, 1);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Kill {
            zone: Zone::VastitasBorealis,
            colour: Colour(RED)
        }]
    );
    act(
        &mut g,
        Action::Kill {
            zone: Zone::VastitasBorealis,
            colour: Colour(RED),
        },
    );
    assert_eq!(g.raw().colours[0].memorial, 1);
    assert_eq!(
        g.raw().stage,
        Stage::Choose,
        "nothing on Phobos: the effect ends"
    );
}

#[test]
fn soldier_moves_at_most_three_from_phobos() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Phobos, RED, 5);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(
        &mut g,
        Action::Kill {
            zone: Zone::Phobos,
            colour: Colour(RED),
        },
    );
    for z in [Zone::Hellas, Zone::Hellas, Zone::SyrtisMajor] {
        act(&mut g, Action::Land(z));
    }
    assert_eq!(g.raw().stage, Stage::Choose);
    assert_eq!(g.raw().zones[Zone::Phobos.index()].astronauts[0], 1);
}

/// The events of a log, in order, without their audience.
fn events(log: &[Logged<Event>]) -> Vec<Event> {
    log.iter().map(|l| l.event).collect()
}

#[test]
fn a_resource_token_turns_face_up_after_the_move_that_brings_an_astronaut() {
    // The Soldier's moves from Phobos.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Phobos, RED, 2);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(
        &mut g,
        Action::Kill {
            zone: Zone::Phobos,
            colour: Colour(RED),
        },
    );
    let log = events(&act(&mut g, Action::Land(Zone::Hellas)));
    assert!(
        matches!(
            log.as_slice(),
            [
                Event::LeftPhobos {
                    zone: Zone::Hellas,
                    ..
                },
                Event::ResourceRevealed {
                    zone: Zone::Hellas,
                    ..
                },
                ..
            ]
        ),
        "{log:?}"
    );
    // The Explorer's moves.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::VastitasBorealis, RED, 1);
    chose(&mut raw, RED, Specialist::Explorer);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let log = events(&act(
        &mut g,
        Action::Move {
            from: Zone::VastitasBorealis,
            to: Zone::MareSerpentis,
        },
    ));
    assert!(
        matches!(
            log.as_slice(),
            [
                Event::Moved {
                    to: Zone::MareSerpentis,
                    ..
                },
                Event::ResourceRevealed {
                    zone: Zone::MareSerpentis,
                    ..
                },
                ..
            ]
        ),
        "{log:?}"
    );
    let text: Vec<String> = log.iter().map(ToString::to_string).collect();
    assert_eq!(
        text[..2],
        [
            "Red moves an astronaut from Vastitas Borealis to Mare Serpentis",
            &format!(
                "The resource token in Mare Serpentis turns face up: {}",
                token_resource(g.raw().zones[Zone::MareSerpentis.index()].resource)
                    .expect("a resource")
            ),
        ]
    );
}

#[test]
fn travel_agent_places_three_in_one_ship_or_nothing() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2, VB5, MS5]);
    board(&mut raw, 1, BLUE, 3);
    chose(&mut raw, RED, Specialist::TravelAgent);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(
        legal(&g),
        [Action::Place(2)],
        "only a ship with room for three"
    );
    act(&mut g, Action::Place(2));
    assert_eq!(g.raw().docks[2].aboard[0], 3);
    assert_eq!(g.raw().colours[0].supply, 19);

    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2, VB5]);
    board(&mut raw, 1, BLUE, 3);
    chose(&mut raw, RED, Specialist::TravelAgent);
    others_idle(&mut raw);
    let (g, log) = settle_logged(raw);
    assert!(logged(
        &log,
        &Event::CouldNot {
            colour: Colour(RED),
            card: Specialist::TravelAgent,
            part: 1
        }
    ));
    assert_eq!(
        g.raw().colours[0].supply,
        22,
        "ignored: no astronaut placed"
    );
}

#[test]
fn robot_replaces_an_opponent_where_it_has_an_astronaut_in_a_zone_or_any_ship() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    put(&mut raw, Zone::Hellas, RED, 1);
    put(&mut raw, Zone::Hellas, BLUE, 2);
    put(&mut raw, Zone::Ausonia, BLUE, 1);
    board(&mut raw, 1, RED, 1);
    board(&mut raw, 1, YELLOW, 1);
    raw.docks[1].launched = true;
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let options = legal(&g);
    assert_eq!(
        options,
        [
            Action::Replace {
                site: Site::Zone(Zone::Hellas),
                colour: Colour(BLUE)
            },
            Action::Replace {
                site: Site::Ship(1),
                colour: Colour(YELLOW)
            },
        ],
        "not in Ausonia (no Red astronaut there); never Red itself"
    );
    let blue_lost = g.raw().colours[1].memorial;
    act(
        &mut g,
        Action::Replace {
            site: Site::Zone(Zone::Hellas),
            colour: Colour(BLUE),
        },
    );
    let raw = g.raw();
    assert_eq!(raw.zones[Zone::Hellas.index()].astronauts[..2], [2, 1]);
    assert_eq!(
        raw.colours[1].memorial,
        blue_lost + 1,
        "the replaced astronaut is killed"
    );
}

#[test]
fn robot_can_replace_on_a_docked_ship_it_just_boarded() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    board(&mut raw, 0, BLUE, 1);
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Replace {
            site: Site::Ship(0),
            colour: Colour(BLUE)
        }]
    );
    act(
        &mut g,
        Action::Replace {
            site: Site::Ship(0),
            colour: Colour(BLUE),
        },
    );
    assert_eq!(g.raw().docks[0].aboard[..2], [2, 0]);
}

#[test]
fn secret_agent_places_in_two_different_ships_and_may_force_an_empty_ship_to_launch() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5, SS5]);
    chose(&mut raw, RED, Specialist::SecretAgent);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::PlaceInAnotherShip));
    assert_eq!(legal(&g), [Action::Place(1), Action::Place(2)]);
    assert_eq!(
        g.validate(PlayerId(0), &Action::Place(0)),
        Err(RuleError::SameShip { dock: 0 })
    );
    act(&mut g, Action::Place(1));
    assert_eq!(
        legal(&g),
        [Action::Launch(0), Action::Launch(1), Action::Launch(2)]
    );
    let log = act(&mut g, Action::Launch(2));
    assert!(logged(
        &log,
        &Event::Launched {
            dock: 2,
            ship: SS5,
            forced: true
        }
    ));
    assert!(logged(
        &log,
        &Event::Landed {
            dock: 2,
            ship: SS5,
            zone: Some(Zone::SinusSabeus),
            astronauts: 0
        }
    ));
    assert!(
        !g.raw().zones[Zone::SinusSabeus.index()].revealed,
        "no astronaut arrived"
    );
}

#[test]
fn secret_agent_with_one_docked_ship_places_one_astronaut() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    chose(&mut raw, RED, Specialist::SecretAgent);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        g.decision(PlayerId(0)),
        Some(Decision::ForceLaunch),
        "as fully as possible"
    );
    act(&mut g, Action::Launch(0));
    assert_eq!(
        g.raw().zones[Zone::VastitasBorealis.index()].astronauts[0],
        1
    );
}

#[test]
fn scientist_draws_a_discovery_and_assigns_it_face_down_to_a_free_outer_zone() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    deck_of_one(&mut raw, LICHENS);
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    chose(&mut raw, RED, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    assert_eq!(legal(&g), [Action::Draw, Action::Look(Zone::Ausonia)]);
    let log = act(&mut g, Action::Draw);
    assert!(log.iter().any(|l| l.event
        == Event::Drew {
            colour: Colour(RED),
            card: Some(LICHENS)
        }
        && l.audience == Audience::Seats(PlayerSet::only(PlayerId(0)))));
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::AssignDiscovery));
    let options = legal(&g);
    assert_eq!(options.len(), 5, "the five outer zones without a discovery");
    assert!(!options.contains(&Action::Assign(Zone::Ausonia)));
    assert!(
        !options.contains(&Action::Assign(Zone::Hellas)),
        "never an inner zone"
    );
    assert!(
        !options.contains(&Action::Assign(Zone::Phobos)),
        "never Phobos"
    );
    act(&mut g, Action::Assign(Zone::TritonisSinus));
    assert_eq!(
        g.raw().event_cards[LICHENS as usize],
        CardPlace::Zone(Zone::TritonisSinus)
    );
    let z = Zone::TritonisSinus.index();
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(0))).zones[z].discovery,
        DiscoveryView::FaceDown(Some(LICHENS))
    );
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(1))).zones[z].discovery,
        DiscoveryView::FaceDown(None)
    );
}

#[test]
fn scientist_looks_at_a_discovery_which_stays_known_to_the_looker_only() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    chose(&mut raw, RED, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Look(Zone::Ausonia));
    let z = Zone::Ausonia.index();
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(0))).zones[z].discovery,
        DiscoveryView::FaceDown(Some(RICH_VEIN))
    );
    assert_eq!(
        g.observe(Viewer::Seat(PlayerId(2))).zones[z].discovery,
        DiscoveryView::FaceDown(None)
    );
    assert_eq!(
        g.raw().event_cards[RICH_VEIN as usize],
        CardPlace::Zone(Zone::Ausonia),
        "returned face down"
    );
}

#[test]
fn scientist_with_every_outer_zone_taken_discards_the_discovery_and_looks_at_one() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    let fill = [
        RICH_VEIN,
        SYNERGY,
        SUBTERFUGE,
        FLAT_TERRAIN,
        ROUGH_TERRAIN,
        LANDSLIDE,
    ];
    for (z, &card) in Zone::OUTER.iter().zip(fill.iter()) {
        place_card(&mut raw, card, CardPlace::Zone(*z));
    }
    deck_of_one(&mut raw, LICHENS);
    chose(&mut raw, RED, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    let log = act(&mut g, Action::Draw);
    assert!(logged(
        &log,
        &Event::DiscardedDiscovery {
            colour: Colour(RED),
            card: LICHENS
        }
    ));
    assert_eq!(g.raw().event_cards[LICHENS as usize], CardPlace::Discarded);
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::LookAtDiscovery));
    assert_eq!(legal(&g).len(), 6);
    act(&mut g, Action::Look(Zone::MareSerpentis));
    assert!(
        g.observe(Viewer::Seat(PlayerId(1)))
            .discarded
            .contains(LICHENS as usize),
        "face up"
    );
}

#[test]
fn scientist_draws_a_mission_kept_secret() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    deck_of_one(&mut raw, COLONIZER);
    chose(&mut raw, RED, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Draw);
    assert_eq!(
        g.raw().event_cards[COLONIZER as usize],
        CardPlace::Held(RED)
    );
    assert!(g.observe(Viewer::Seat(PlayerId(0))).colours.as_slice()[0]
        .known_cards
        .contains(COLONIZER as usize));
    assert!(!g.observe(Viewer::Seat(PlayerId(1))).colours.as_slice()[0]
        .known_cards
        .contains(COLONIZER as usize));
}

#[test]
fn explorer_makes_up_to_three_moves_the_same_astronaut_may_move_again() {
    // Board configuration 1: Vastitas Borealis - Mare Serpentis - Tritonis
    // Sinus around the rim, Hellas touches Tritonis Sinus.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::VastitasBorealis, RED, 1);
    chose(&mut raw, RED, Specialist::Explorer);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert!(legal(&g).contains(&Action::Stop), "up to three");
    assert!(
        !legal(&g).contains(&Action::Move {
            from: Zone::VastitasBorealis,
            to: Zone::Hellas
        }),
        "not adjacent"
    );
    act(
        &mut g,
        Action::Move {
            from: Zone::VastitasBorealis,
            to: Zone::MareSerpentis,
        },
    );
    act(
        &mut g,
        Action::Move {
            from: Zone::MareSerpentis,
            to: Zone::TritonisSinus,
        },
    );
    let log = act(
        &mut g,
        Action::Move {
            from: Zone::TritonisSinus,
            to: Zone::Hellas,
        },
    );
    assert_eq!(g.raw().stage, Stage::Choose, "three moves end the effect");
    assert_eq!(g.raw().zones[Zone::Hellas.index()].astronauts[0], 1);
    for z in [Zone::MareSerpentis, Zone::TritonisSinus, Zone::Hellas] {
        assert!(g.raw().zones[z.index()].revealed, "{z} flipped on arrival");
    }
    assert!(log.iter().any(|l| matches!(
        l.event,
        Event::ResourceRevealed {
            zone: Zone::Hellas,
            ..
        }
    )));
}

#[test]
fn explorer_may_stop_early_and_never_moves_from_phobos() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Phobos, RED, 1);
    put(&mut raw, Zone::Hellas, RED, 1);
    chose(&mut raw, RED, Specialist::Explorer);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert!(legal(&g).iter().all(|a| !matches!(
        a,
        Action::Move {
            from: Zone::Phobos,
            ..
        }
    )));
    act(&mut g, Action::Stop);
    assert_eq!(g.raw().stage, Stage::Choose);
}

#[test]
fn effects_resolve_as_fully_as_possible_when_the_supply_runs_out() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    raw.colours[0].memorial = 21;
    raw.colours[0].supply = 1;
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        g.decision(PlayerId(0)),
        Some(Decision::DestinationToken),
        "the second astronaut is skipped"
    );
}

// ---------------------------------------------------------------- production

#[test]
fn production_majority_takes_every_point_token_of_the_zone() {
    let mut raw = blank(3);
    resources(&mut raw, &[(Zone::Hellas, Resource::Ice)], true);
    put(&mut raw, Zone::Hellas, RED, 2);
    put(&mut raw, Zone::Hellas, BLUE, 1);
    end_round(&mut raw, 5);
    let (g, log) = settle_logged(raw);
    assert!(logged(&log, &Event::Production { phase: 1 }));
    assert!(logged(
        &log,
        &Event::Produced {
            zone: Zone::Hellas,
            resource: Resource::Ice,
            count: 1
        }
    ));
    assert!(logged(
        &log,
        &Event::Took {
            colour: Colour(RED),
            zone: Zone::Hellas,
            resource: Resource::Ice,
            count: 1
        }
    ));
    assert_eq!(points(&g, RED), [1, 0, 0]);
    assert_eq!(points(&g, BLUE), [0, 0, 0]);
    assert_eq!((g.raw().round, g.raw().stage), (6, Stage::Choose));
}

#[test]
fn production_example_two_tied_players_take_one_of_three_tokens_each_one_stays() {
    let mut raw = blank(3);
    resources(&mut raw, &[(Zone::Hellas, Resource::Ice)], true);
    raw.zones[Zone::Hellas.index()].points[0] = 2;
    raw.point_supply[0] -= 2;
    put(&mut raw, Zone::Hellas, RED, 1);
    put(&mut raw, Zone::Hellas, BLUE, 1);
    end_round(&mut raw, 5);
    let g = settle(raw);
    assert_eq!(points(&g, RED), [1, 0, 0]);
    assert_eq!(points(&g, BLUE), [1, 0, 0]);
    assert_eq!(
        g.raw().zones[Zone::Hellas.index()].points,
        [1, 0, 0],
        "the third token stays"
    );
}

#[test]
fn production_example_three_tied_players_and_two_tokens_take_nothing() {
    let mut raw = blank(3);
    resources(&mut raw, &[(Zone::Hellas, Resource::Ice)], true);
    raw.zones[Zone::Hellas.index()].points[0] = 1;
    raw.point_supply[0] -= 1;
    for c in [RED, BLUE, YELLOW] {
        put(&mut raw, Zone::Hellas, c, 1);
    }
    end_round(&mut raw, 5);
    let g = settle(raw);
    for c in [RED, BLUE, YELLOW] {
        assert_eq!(points(&g, c), [0, 0, 0]);
    }
    assert_eq!(g.raw().zones[Zone::Hellas.index()].points, [2, 0, 0]);
}

#[test]
fn production_empty_zones_keep_their_tokens_and_face_down_zones_produce_nothing() {
    let mut raw = blank(3);
    resources(
        &mut raw,
        &[
            (Zone::Hellas, Resource::Sylvanite),
            (Zone::Ausonia, Resource::Celerium),
        ],
        false,
    );
    raw.zones[Zone::Hellas.index()].revealed = true;
    end_round(&mut raw, 5);
    let g = settle(raw);
    assert_eq!(g.raw().zones[Zone::Hellas.index()].points, [0, 1, 0]);
    assert_eq!(g.raw().zones[Zone::Ausonia.index()].points, [0, 0, 0]);
}

#[test]
fn production_phases_produce_one_two_and_three_tokens() {
    for (round, phase) in [(5u8, 1u8), (8, 2), (10, 3)] {
        let mut raw = blank(3);
        resources(&mut raw, &[(Zone::Hellas, Resource::Celerium)], true);
        put(&mut raw, Zone::Hellas, RED, 1);
        end_round(&mut raw, round);
        let (g, log) = settle_logged(raw);
        assert!(logged(&log, &Event::Production { phase }));
        assert_eq!(points(&g, RED), [0, 0, phase]);
    }
}

#[test]
fn production_point_supply_runs_out() {
    let mut raw = blank(3);
    resources(&mut raw, &[(Zone::Hellas, Resource::Celerium)], true);
    raw.colours[1].points[2] = 22;
    raw.point_supply[2] = 1;
    put(&mut raw, Zone::Hellas, RED, 1);
    end_round(&mut raw, 8);
    let g = settle(raw);
    assert_eq!(
        points(&g, RED),
        [0, 0, 1],
        "only one celerium token was left"
    );
}

#[test]
fn round_tracker_produces_after_rounds_5_and_8_and_ends_after_round_10() {
    let p = cardgame_core::testkit::random_playout::<RedPlanet>(&Config::new(4), 3).unwrap();
    let mut marks = Vec::new();
    for l in &p.events {
        match l.event {
            Event::RoundBegins { round, .. } => marks.push(format!("R{round}")),
            Event::Production { phase } => marks.push(format!("P{phase}")),
            Event::FinalScore {
                colour: Colour(0), ..
            } => marks.push("F".into()),
            _ => {}
        }
    }
    marks.dedup();
    assert_eq!(marks.join(" "), "R1 R2 R3 R4 R5 P1 R6 R7 R8 P2 R9 R10 P3 F");
    assert_eq!(p.state.raw().stage, Stage::Over);
}

// ---------------------------------------------------------------- discoveries

#[test]
fn discoveries_are_revealed_before_the_third_production() {
    let mut raw = blank(3);
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    end_round(&mut raw, 10);
    let (g, log) = settle_logged(raw);
    let reveal = log.iter().position(|l| {
        l.event
            == Event::DiscoveryRevealed {
                zone: Zone::Ausonia,
                card: RICH_VEIN,
            }
    });
    let third = log
        .iter()
        .position(|l| l.event == Event::Production { phase: 3 });
    assert!(reveal.is_some() && reveal < third);
    assert_eq!(
        g.observe(Viewer::Spectator).zones[Zone::Ausonia.index()].discovery,
        DiscoveryView::FaceUp(RICH_VEIN)
    );
}

fn third_production(
    setup: impl FnOnce(&mut red_planet_rules::RawState),
) -> (RedPlanet, Vec<cardgame_core::Logged<Event>>) {
    let mut raw = blank(3);
    setup(&mut raw);
    end_round(&mut raw, 10);
    settle_logged(raw)
}

#[test]
fn depleted_deposit_produces_one_token_less() {
    let (g, _) = third_production(|raw| {
        resources(raw, &[(Zone::Ausonia, Resource::Ice)], true);
        place_card(raw, DEPLETED_DEPOSIT, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 1);
    });
    assert_eq!(points(&g, RED), [2, 0, 0]);
}

#[test]
fn rich_vein_and_celerium_seam_produce_more() {
    let (g, _) = third_production(|raw| {
        resources(
            raw,
            &[
                (Zone::Ausonia, Resource::Ice),
                (Zone::TritonisSinus, Resource::Sylvanite),
            ],
            true,
        );
        place_card(raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
        place_card(raw, CELERIUM_SEAM, CardPlace::Zone(Zone::TritonisSinus));
        put(raw, Zone::Ausonia, RED, 1);
        put(raw, Zone::TritonisSinus, BLUE, 1);
    });
    assert_eq!(points(&g, RED), [5, 0, 0]);
    assert_eq!(points(&g, BLUE), [0, 3, 1]);
}

#[test]
fn mining_incident_takes_precedence_over_synergy() {
    // Board 1: Mare Tyrrhenum and Ausonia are rim neighbours; Hellas touches
    // Mare Tyrrhenum.
    let (g, log) = third_production(|raw| {
        resources(
            raw,
            &[
                (Zone::Ausonia, Resource::Ice),
                (Zone::MareTyrrhenum, Resource::Ice),
                (Zone::Hellas, Resource::Ice),
            ],
            true,
        );
        place_card(raw, SYNERGY, CardPlace::Zone(Zone::MareTyrrhenum));
        place_card(raw, MINING_INCIDENT, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 1);
        put(raw, Zone::MareTyrrhenum, BLUE, 1);
        put(raw, Zone::Hellas, YELLOW, 1);
    });
    assert!(!log.iter().any(|l| matches!(
        l.event,
        Event::Produced {
            zone: Zone::Ausonia,
            ..
        }
    )));
    assert_eq!(
        points(&g, RED),
        [0, 0, 0],
        "no point token placed under Mining Incident"
    );
    assert_eq!(points(&g, BLUE), [4, 0, 0], "Synergy: +1 in its zone");
    assert_eq!(
        points(&g, YELLOW),
        [4, 0, 0],
        "Synergy: +1 in adjacent zones"
    );
}

#[test]
fn subterfuge_gives_the_tokens_to_the_second_most_astronauts() {
    let (g, _) = third_production(|raw| {
        resources(raw, &[(Zone::Ausonia, Resource::Sylvanite)], true);
        place_card(raw, SUBTERFUGE, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 3);
        put(raw, Zone::Ausonia, BLUE, 2);
        put(raw, Zone::Ausonia, YELLOW, 2);
    });
    assert_eq!(points(&g, RED), [0, 0, 0]);
    assert_eq!(points(&g, BLUE), [0, 1, 0], "tied for second: split evenly");
    assert_eq!(points(&g, YELLOW), [0, 1, 0]);
    assert_eq!(g.raw().zones[Zone::Ausonia.index()].points, [0, 1, 0]);
}

#[test]
fn subterfuge_tie_for_most_splits_as_usual_and_a_lone_colour_takes_nothing() {
    let (g, _) = third_production(|raw| {
        resources(
            raw,
            &[
                (Zone::Ausonia, Resource::Sylvanite),
                (Zone::MareSerpentis, Resource::Ice),
            ],
            true,
        );
        place_card(raw, SUBTERFUGE, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 2);
        put(raw, Zone::Ausonia, BLUE, 2);
        put(raw, Zone::Ausonia, YELLOW, 1);
    });
    assert_eq!(points(&g, RED)[1], 1);
    assert_eq!(points(&g, BLUE)[1], 1);
    assert_eq!(points(&g, YELLOW)[1], 0);

    let (g, _) = third_production(|raw| {
        resources(raw, &[(Zone::Ausonia, Resource::Sylvanite)], true);
        place_card(raw, SUBTERFUGE, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 2);
    });
    assert_eq!(points(&g, RED), [0, 0, 0]);
    assert_eq!(
        g.raw().zones[Zone::Ausonia.index()].points,
        [0, 3, 0],
        "the tokens stay"
    );
}

#[test]
fn flat_terrain_counts_every_present_colour_as_one_in_the_third_production_only() {
    let (g, _) = third_production(|raw| {
        resources(raw, &[(Zone::Ausonia, Resource::Ice)], true);
        place_card(raw, FLAT_TERRAIN, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 3);
        put(raw, Zone::Ausonia, BLUE, 1);
    });
    assert_eq!(points(&g, RED), [1, 0, 0]);
    assert_eq!(points(&g, BLUE), [1, 0, 0]);
    // Final scoring counts the real astronauts.
    assert_eq!(g.raw().zones[Zone::Ausonia.index()].astronauts[..2], [3, 1]);
    assert_eq!(g.raw().mission_points(Colour(RED), COLONIZER), 7);
    assert_eq!(g.raw().mission_points(Colour(BLUE), COLONIZER), 0);
}

#[test]
fn flat_and_rough_terrain_do_not_act_before_the_third_production() {
    let mut raw = blank(3);
    resources(&mut raw, &[(Zone::Ausonia, Resource::Ice)], true);
    place_card(&mut raw, FLAT_TERRAIN, CardPlace::Zone(Zone::Ausonia));
    raw.discoveries_revealed = false;
    put(&mut raw, Zone::Ausonia, RED, 3);
    put(&mut raw, Zone::Ausonia, BLUE, 1);
    end_round(&mut raw, 8);
    let g = settle(raw);
    assert_eq!(points(&g, RED), [2, 0, 0]);
    assert_eq!(points(&g, BLUE), [0, 0, 0]);
}

#[test]
fn rough_terrain_counts_one_astronaut_fewer_for_each_colour() {
    let (g, _) = third_production(|raw| {
        resources(raw, &[(Zone::Ausonia, Resource::Ice)], true);
        place_card(raw, ROUGH_TERRAIN, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 1);
        put(raw, Zone::Ausonia, BLUE, 1);
        put(raw, Zone::Ausonia, YELLOW, 2);
    });
    assert_eq!(
        points(&g, YELLOW),
        [3, 0, 0],
        "only Yellow still counts an astronaut"
    );
}

#[test]
fn ether_magnet_pulls_every_astronaut_in_docked_ships_into_its_zone() {
    let (g, log) = third_production(|raw| {
        dock_ships(raw, &[VB5, MS5]);
        board(raw, 0, RED, 2);
        board(raw, 1, BLUE, 1);
        resources(raw, &[(Zone::Ausonia, Resource::Ice)], false);
        place_card(raw, ETHER_MAGNET, CardPlace::Zone(Zone::Ausonia));
    });
    assert!(logged(
        &log,
        &Event::Magnet {
            zone: Zone::Ausonia,
            astronauts: 3
        }
    ));
    assert_eq!(g.raw().zones[Zone::Ausonia.index()].astronauts[..2], [2, 1]);
    assert!(g.raw().docks().iter().all(|d| d.total_aboard() == 0));
    assert_eq!(
        points(&g, RED),
        [3, 0, 0],
        "the pulled astronauts count in the third production"
    );
}

#[test]
fn landslide_sends_one_astronaut_of_each_present_colour_to_the_memorial() {
    let (g, _) = third_production(|raw| {
        place_card(raw, LANDSLIDE, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 2);
        put(raw, Zone::Ausonia, BLUE, 1);
    });
    assert_eq!(g.raw().zones[Zone::Ausonia.index()].astronauts[..2], [1, 0]);
}

#[test]
fn lichens_radioactive_crater_and_ancient_ruins_score_at_final_scoring() {
    let (g, log) = third_production(|raw| {
        place_card(raw, LICHENS, CardPlace::Zone(Zone::Ausonia));
        place_card(
            raw,
            RADIOACTIVE_CRATER,
            CardPlace::Zone(Zone::VastitasBorealis),
        );
        place_card(raw, ANCIENT_RUINS, CardPlace::Zone(Zone::MareSerpentis));
        put(raw, Zone::Ausonia, RED, 1);
        put(raw, Zone::Ausonia, BLUE, 3);
        put(raw, Zone::VastitasBorealis, RED, 1);
        put(raw, Zone::MareSerpentis, RED, 2);
        put(raw, Zone::MareSerpentis, YELLOW, 2);
    });
    assert!(logged(
        &log,
        &Event::DiscoveryPoints {
            colour: Colour(RED),
            card: LICHENS,
            points: 6
        }
    ));
    assert!(logged(
        &log,
        &Event::DiscoveryPoints {
            colour: Colour(BLUE),
            card: LICHENS,
            points: 6
        }
    ));
    assert!(logged(
        &log,
        &Event::DiscoveryPoints {
            colour: Colour(RED),
            card: RADIOACTIVE_CRATER,
            points: -3
        }
    ));
    let sheets = g.score_sheets();
    assert_eq!(sheets[0].discoveries, 6 - 3 + 5);
    assert_eq!(sheets[1].discoveries, 6);
    assert_eq!(sheets[2].discoveries, 5, "tied for the most: both gain");
}

// ---------------------------------------------------------------- missions

#[test]
fn sylvanite_stash_most_sylvanite_tokens_ties_complete_zero_never() {
    let mut raw = blank(3);
    assert_eq!(
        raw.mission_points(Colour(RED), SYLVANITE_STASH),
        0,
        "nobody has any"
    );
    raw.colours[0].points[1] = 3;
    raw.colours[1].points[1] = 3;
    raw.colours[2].points[1] = 1;
    assert_eq!(raw.mission_points(Colour(RED), SYLVANITE_STASH), 8);
    assert_eq!(raw.mission_points(Colour(BLUE), SYLVANITE_STASH), 8);
    assert_eq!(raw.mission_points(Colour(YELLOW), SYLVANITE_STASH), 0);
}

#[test]
fn presence_missions_score_1_3_6_for_1_2_3_zones() {
    let mut raw = blank(3);
    assert_eq!(raw.mission_points(Colour(RED), NORTHERN_SURVEY), 0);
    put(&mut raw, Zone::VastitasBorealis, RED, 1);
    assert_eq!(raw.mission_points(Colour(RED), NORTHERN_SURVEY), 1);
    put(&mut raw, Zone::MareSerpentis, RED, 2);
    assert_eq!(raw.mission_points(Colour(RED), NORTHERN_SURVEY), 3);
    put(&mut raw, Zone::TritonisSinus, RED, 1);
    assert_eq!(raw.mission_points(Colour(RED), NORTHERN_SURVEY), 6);
}

#[test]
fn majority_missions_count_ties_as_completed() {
    let mut raw = blank(3);
    put(&mut raw, Zone::Phobos, RED, 2);
    put(&mut raw, Zone::Phobos, BLUE, 2);
    assert_eq!(raw.mission_points(Colour(RED), PHOBOS_GARRISON), 5);
    assert_eq!(raw.mission_points(Colour(BLUE), PHOBOS_GARRISON), 5);
    assert_eq!(raw.mission_points(Colour(YELLOW), PHOBOS_GARRISON), 0);
    put(&mut raw, Zone::Hellas, BLUE, 1);
    assert_eq!(raw.mission_points(Colour(BLUE), HELLAS_DOMINION), 5);
    assert_eq!(raw.mission_points(Colour(BLUE), VALLES_DOMINION), 0);
    assert_eq!(
        raw.mission_points(Colour(BLUE), COLONIZER),
        7,
        "Phobos is not on Mars"
    );
    assert_eq!(raw.mission_points(Colour(RED), COLONIZER), 0);
    raw.colours[1].memorial = 1;
    raw.colours[1].supply -= 1;
    assert_eq!(raw.mission_points(Colour(RED), SURVIVORS), 5);
    assert_eq!(raw.mission_points(Colour(YELLOW), SURVIVORS), 5);
    assert_eq!(raw.mission_points(Colour(BLUE), SURVIVORS), 0);
}

#[test]
fn ice_monopoly_divides_nine_points_among_the_tied_rounded_down() {
    let mut raw = blank(4);
    let ice = |raw: &mut red_planet_rules::RawState, v: [u8; 4]| {
        for (c, n) in v.iter().enumerate() {
            raw.colours[c].points[0] = *n;
        }
    };
    ice(&mut raw, [4, 2, 1, 0]);
    assert_eq!(
        (0..4)
            .map(|c| raw.ice_monopoly_points(Colour(c)))
            .collect::<Vec<_>>(),
        [9, 0, 0, 0]
    );
    ice(&mut raw, [4, 4, 1, 0]);
    assert_eq!(
        (0..4)
            .map(|c| raw.ice_monopoly_points(Colour(c)))
            .collect::<Vec<_>>(),
        [4, 4, 0, 0]
    );
    ice(&mut raw, [2, 2, 2, 0]);
    assert_eq!(
        (0..4)
            .map(|c| raw.ice_monopoly_points(Colour(c)))
            .collect::<Vec<_>>(),
        [3, 3, 3, 0]
    );
    ice(&mut raw, [1, 1, 1, 1]);
    assert_eq!(
        (0..4)
            .map(|c| raw.ice_monopoly_points(Colour(c)))
            .collect::<Vec<_>>(),
        [2, 2, 2, 2]
    );
    ice(&mut raw, [0, 0, 0, 0]);
    assert_eq!(
        (0..4)
            .map(|c| raw.ice_monopoly_points(Colour(c)))
            .collect::<Vec<_>>(),
        [0, 0, 0, 0]
    );
}

// ---------------------------------------------------------------- actions

#[test]
fn planetary_cleanup_takes_every_token_left_on_mars_and_phobos_after_the_third_production() {
    let (g, log) = third_production(|raw| {
        quiet_missions(raw);
        place_card(raw, PLANETARY_CLEANUP, CardPlace::Held(RED));
        resources(raw, &[(Zone::Hellas, Resource::Ice)], true);
        raw.zones[Zone::Phobos.index()].points[1] = 2;
        raw.point_supply[1] -= 2;
    });
    assert!(logged(
        &log,
        &Event::ActionPlayed {
            colour: Colour(RED),
            card: PLANETARY_CLEANUP
        }
    ));
    assert_eq!(points(&g, RED), [3, 2, 0]);
    assert!(g.raw().zones.iter().all(|z| z.points == [0, 0, 0]));
    assert_eq!(
        g.raw().event_cards[PLANETARY_CLEANUP as usize],
        CardPlace::Played(RED)
    );
}

#[test]
fn shipments_are_played_at_the_end_of_their_production_phase_only() {
    let mut raw = blank(3);
    place_card(&mut raw, ICE_SHIPMENT, CardPlace::Held(RED));
    place_card(&mut raw, SYLVANITE_SHIPMENT, CardPlace::Held(BLUE));
    end_round(&mut raw, 5);
    let g = settle(raw);
    assert_eq!(points(&g, RED), [3, 0, 0]);
    assert_eq!(
        points(&g, BLUE),
        [0, 0, 0],
        "its moment is the second production"
    );
    let mut raw = g.into_raw();
    end_round(&mut raw, 8);
    let g = settle(raw);
    assert_eq!(points(&g, BLUE), [0, 2, 0]);

    // Drawn after its moment: never played.
    let mut raw = blank(3);
    place_card(&mut raw, ICE_SHIPMENT, CardPlace::Held(RED));
    end_round(&mut raw, 8);
    let g = settle(raw);
    assert_eq!(points(&g, RED), [0, 0, 0]);
    assert_eq!(
        g.raw().event_cards[ICE_SHIPMENT as usize],
        CardPlace::Held(RED)
    );
}

#[test]
fn phobos_beacon_scores_one_point_per_own_astronaut_on_phobos() {
    let (g, _) = third_production(|raw| {
        place_card(raw, PHOBOS_BEACON, CardPlace::Held(RED));
        put(raw, Zone::Phobos, RED, 2);
    });
    assert_eq!(g.score_sheets()[0].actions, 2);
}

// ---------------------------------------------------------------- final scoring

#[test]
fn final_scoring_sums_missions_tokens_discoveries_and_ice_monopoly() {
    let (g, _) = third_production(|raw| {
        quiet_missions(raw);
        place_card(raw, SYLVANITE_STASH, CardPlace::Held(RED));
        raw.colours[0].points = [2, 3, 1];
        raw.point_supply[0] -= 2;
        raw.point_supply[1] -= 3;
        raw.point_supply[2] -= 1;
        place_card(raw, LICHENS, CardPlace::Zone(Zone::Ausonia));
        put(raw, Zone::Ausonia, RED, 1);
    });
    let s = g.score_sheets()[0];
    assert_eq!(s.tokens, 2 + 6 + 3);
    assert_eq!(s.token_count, 6);
    assert_eq!(s.missions, 8);
    assert_eq!(s.ice_monopoly, 9);
    assert_eq!(s.discoveries, 6);
    assert_eq!(s.total, 11 + 8 + 9 + 6);
    assert_eq!(g.outcome().unwrap().scores[PlayerId(0)], 34);
}

#[test]
fn final_scoring_ties_go_to_the_most_point_tokens_then_are_shared() {
    let (g, _) = third_production(|raw| {
        quiet_missions(raw);
        raw.colours[0].points = [0, 3, 0];
        raw.colours[1].points = [0, 0, 2];
        raw.point_supply[1] -= 3;
        raw.point_supply[2] -= 2;
    });
    let o = g.outcome().unwrap();
    assert_eq!(o.scores.as_slice(), &[6, 6, 0]);
    assert_eq!(
        o.winners,
        PlayerSet::only(PlayerId(0)),
        "three tokens beat two"
    );
    assert_eq!(o.places.as_slice(), &[1, 2, 3]);

    let (g, _) = third_production(|raw| {
        quiet_missions(raw);
        raw.colours[0].points = [0, 3, 0];
        raw.colours[1].points = [0, 3, 0];
        raw.point_supply[1] -= 6;
    });
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, PlayerSet::all(2), "still tied: shared victory");
}

#[test]
fn final_scoring_reveals_missions_to_everybody() {
    let (g, _) = third_production(quiet_missions);
    let obs = g.observe(Viewer::Seat(PlayerId(1)));
    assert_eq!(
        obs.colours.as_slice()[0].starting_mission,
        Some(PHOBOS_GARRISON)
    );
    assert!(obs.colours.as_slice()[0]
        .known_cards
        .contains(PHOBOS_GARRISON as usize));
    assert!(g.to_act().is_empty());
}

// ---------------------------------------------------------------- two players

#[test]
fn two_players_neutral_decks_hold_recruiter_explorer_robot_soldier_under_three_stacked_cards() {
    let mut g = RedPlanet::new(&Config::new(2), 4).unwrap();
    let raw = g.raw();
    assert_eq!(raw.config.colours(), 4);
    for c in [2usize, 3] {
        let n = &raw.colours[c].neutral;
        assert_eq!(n.cards.len(), 6);
        for s in [
            Specialist::Recruiter,
            Specialist::Explorer,
            Specialist::Robot,
            Specialist::Soldier,
        ] {
            assert!(
                n.cards.contains(&s.number()),
                "{s} removed to the bottom part"
            );
        }
        assert_eq!(n.to_stack.len(), 3);
    }
    let p0 = PlayerId(0);
    let legal0 = g.legal_actions(p0);
    assert_eq!(
        legal0
            .iter()
            .filter(|a| matches!(a, Action::Keep(_)))
            .count(),
        2,
        "two missions to each main colour"
    );
    assert_eq!(
        legal0
            .iter()
            .filter(|a| matches!(a, Action::Stack(_)))
            .count(),
        3
    );
    let stack: Vec<Specialist> = g.raw().colours[2].neutral.to_stack.iter().collect();
    g.apply(p0, &Action::Stack(stack[2])).unwrap();
    g.apply(p0, &Action::Stack(stack[0])).unwrap();
    assert!(
        g.raw().colours[2].neutral.to_stack.is_empty(),
        "the last card follows by itself"
    );
    let keep = g.legal_actions(p0)[0];
    g.apply(p0, &keep).unwrap();
    let p1 = PlayerId(1);
    while g.raw().stage == Stage::Setup {
        let a = g.legal_actions(p1)[0];
        g.apply(p1, &a).unwrap();
    }
    // Round 1: the neutral card was drawn before the main choice.
    assert_eq!(
        g.raw().colours[2].chosen,
        Some(stack[2]),
        "stacked first, drawn first"
    );
    let top = *g.raw().colours[2].neutral.cards.last().unwrap();
    assert_eq!(top, stack[0].number());
    assert_eq!(
        g.observe(Viewer::Seat(p0)).colours.as_slice()[2].choice,
        ChoiceView::Known(stack[2])
    );
    assert_eq!(
        g.observe(Viewer::Seat(p1)).colours.as_slice()[2].choice,
        ChoiceView::Hidden
    );
    assert_eq!(g.to_act(), PlayerSet::all(2));
    assert!(g
        .legal_actions(p0)
        .iter()
        .all(|a| matches!(a, Action::Choose(_))));
}

#[test]
fn two_players_the_controller_resolves_its_neutral_colour() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    chose(&mut raw, 2, Specialist::Recruiter);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(g.raw().resolver, Some(Colour(2)));
    assert_eq!(seat(&g), PlayerId(0), "Yellow is seat 0's neutral colour");
    let log = act(&mut g, Action::Place(0));
    assert!(logged(&log, &Event::NeutralRebuilt { colour: Colour(2) }));
    let n = &g.raw().colours[2].neutral;
    assert!(
        n.boxed.contains(Specialist::Recruiter),
        "the neutral Recruiter goes to the box"
    );
    assert_eq!(n.cards.len(), 8, "the other eight form a new deck");
    assert!(g.raw().colours[2].played.is_empty());
}

#[test]
fn two_players_a_neutral_scientist_boxes_missions_and_actions_unseen() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    deck_of_one(&mut raw, COLONIZER);
    chose(&mut raw, 3, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(seat(&g), PlayerId(1), "Green is seat 1's neutral colour");
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Draw);
    assert_eq!(g.raw().event_cards[COLONIZER as usize], CardPlace::Boxed(3));
    assert!(g.observe(Viewer::Seat(PlayerId(1))).colours.as_slice()[3]
        .known_cards
        .contains(COLONIZER as usize));
    assert!(g.observe(Viewer::Seat(PlayerId(0))).colours.as_slice()[3]
        .known_cards
        .is_empty());
}

#[test]
fn two_players_a_neutral_may_kill_its_controllers_astronauts() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Ausonia, RED, 1);
    chose(&mut raw, 2, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Kill {
            zone: Zone::Ausonia,
            colour: Colour(RED)
        }]
    );
}

fn two_player_final(points: [[u8; 3]; 4]) -> cardgame_core::Outcome {
    let mut raw = blank(2);
    quiet_missions(&mut raw);
    for (c, p) in points.iter().enumerate() {
        raw.colours[c].points = *p;
        for (supply, n) in raw.point_supply.iter_mut().zip(p) {
            *supply -= n;
        }
    }
    end_round(&mut raw, 10);
    settle(raw).outcome().unwrap()
}

#[test]
fn two_players_a_neutral_colour_with_the_highest_score_makes_both_players_lose() {
    let o = two_player_final([[0; 3], [0; 3], [0, 3, 0], [0; 3]]);
    assert!(o.winners.is_empty());
}

#[test]
fn two_players_a_main_colour_beats_a_neutral_colour_on_a_tie() {
    let o = two_player_final([[0, 3, 0], [0; 3], [0, 3, 0], [0; 3]]);
    assert_eq!(o.winners, PlayerSet::only(PlayerId(0)));
}

#[test]
fn two_players_tied_main_colours_compare_point_tokens_then_share() {
    let o = two_player_final([[0, 0, 2], [0, 3, 0], [0; 3], [0; 3]]);
    assert_eq!(o.winners, PlayerSet::only(PlayerId(1)));
    let o = two_player_final([[0, 3, 0], [0, 3, 0], [0; 3], [0; 3]]);
    assert_eq!(o.winners, PlayerSet::all(2));
}

// ---------------------------------------------------------------- refusals

#[test]
fn refused_actions_name_the_rule_and_change_nothing() {
    let mut g = started(Config::new(3), 2);
    g.apply(PlayerId(0), &Action::Choose(Specialist::Pilot))
        .unwrap();
    let before = g.clone();
    assert!(matches!(
        g.apply(PlayerId(0), &Action::Choose(Specialist::Robot)),
        Err(RuleError::NotYourTurn { .. })
    ));
    assert!(matches!(
        g.apply(PlayerId(1), &Action::Place(0)),
        Err(RuleError::WrongDecision {
            expected: "choose a specialist from your hand"
        })
    ));
    assert!(g.apply(PlayerId(4), &Action::Stop).is_err());
    assert_eq!(g, before);
    let text = g
        .validate(PlayerId(1), &Action::Place(0))
        .unwrap_err()
        .to_string();
    assert!(text.contains("choose a specialist"), "{text}");
}

#[test]
fn a_wrong_setup_decision_names_the_neutral_deck_only_when_the_seat_has_one() {
    let refusal = |g: &RedPlanet, p: u8| {
        g.validate(PlayerId(p), &Action::Choose(Specialist::Pilot))
            .unwrap_err()
            .to_string()
    };
    let four = RedPlanet::new(&Config::new(4), 1).expect("setup");
    assert_eq!(
        refusal(&four, 0),
        "not now: the decision is to keep a starting mission"
    );
    assert_eq!(
        Decision::Setup.text_for(&Config::new(4)),
        "keep a starting mission"
    );
    let mut two = RedPlanet::new(&Config::new(2), 1).expect("setup");
    assert_eq!(
        refusal(&two, 0),
        "not now: the decision is to keep a starting mission and stack your neutral deck"
    );
    assert_eq!(
        Decision::Setup.text_for(&Config::new(2)),
        "keep a starting mission and stack your neutral deck"
    );
    let keep = *two
        .legal_actions(PlayerId(0))
        .iter()
        .find(|a| matches!(a, Action::Keep(_)))
        .expect("a mission to keep");
    two.apply(PlayerId(0), &keep).expect("legal");
    assert_eq!(
        refusal(&two, 0),
        "not now: the decision is to stack your neutral deck"
    );
    // Two of the three kept cards: the last one follows by itself.
    for _ in 0..2 {
        two.apply(PlayerId(1), &stack_another(&two)).expect("legal");
    }
    assert_eq!(
        refusal(&two, 1),
        "not now: the decision is to keep a starting mission"
    );
}

/// A card seat 1 may still stack on its neutral deck.
fn stack_another(g: &RedPlanet) -> Action {
    *g.legal_actions(PlayerId(1))
        .iter()
        .find(|a| matches!(a, Action::Stack(_)))
        .expect("a card to stack")
}

#[test]
fn action_texts_parse_back() {
    for i in 0..red_planet_rules::ACTION_SPACE {
        let a = Action::from_index(i).unwrap();
        assert_eq!(a.index(), i);
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{a}");
    }
    assert_eq!(
        "token d2 hellas".parse::<Action>(),
        Ok(Action::Token {
            dock: 1,
            zone: Zone::Hellas
        })
    );
    assert!("token d7 hellas".parse::<Action>().is_err());
    assert!("place".parse::<Action>().is_err());
}

// ---------------------------------------------------------------- rulings

#[test]
fn unknown_destination_ship_gets_no_token_when_the_supply_is_empty() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[UNKNOWN3, VB5]);
    for z in Zone::ALL {
        for _ in 0..2 {
            raw.docks[1].tokens.push(z as u8).unwrap();
        }
    }
    raw.token_supply = [0; 10];
    chose(&mut raw, RED, Specialist::Recruiter);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        g.raw().stage,
        Stage::Choose,
        "no destination decision without tokens"
    );
    assert!(g.raw().docks[0].tokens.is_empty());
}

#[test]
fn unknown_destination_ship_without_a_token_loses_its_astronauts_in_space() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[UNKNOWN3]);
    board(&mut raw, 0, RED, 2);
    raw.docks[0].launched = true;
    others_idle(&mut raw);
    let before = raw.colours[0].memorial;
    let (g, log) = settle_logged(raw);
    assert!(logged(
        &log,
        &Event::Landed {
            dock: 0,
            ship: UNKNOWN3,
            zone: None,
            astronauts: 2
        }
    ));
    assert_eq!(g.raw().colours[0].memorial, before + 2);
}

#[test]
fn saboteur_returns_the_destroyed_ships_destination_tokens_to_the_supply() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    raw.docks[0].tokens.push(Zone::Hellas as u8).unwrap();
    raw.token_supply[Zone::Hellas.index()] -= 1;
    chose(&mut raw, RED, Specialist::Saboteur);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Destroy(0));
    assert_eq!(g.raw().token_supply, [2; 10]);
}

#[test]
fn ice_monopoly_counts_the_tokens_of_planetary_cleanup() {
    let (g, _) = third_production(|raw| {
        quiet_missions(raw);
        place_card(raw, PLANETARY_CLEANUP, CardPlace::Held(BLUE));
        raw.colours[0].points[0] = 2;
        raw.point_supply[0] -= 2;
        resources(raw, &[(Zone::Hellas, Resource::Ice)], true);
    });
    assert_eq!(points(&g, BLUE), [3, 0, 0]);
    assert_eq!(g.score_sheets()[1].ice_monopoly, 9);
    assert_eq!(g.score_sheets()[0].ice_monopoly, 0);
}

#[test]
fn scientist_without_event_cards_or_discoveries_skips_the_choice() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    for id in 0..EVENT_CARDS {
        if raw.event_cards[id] == CardPlace::Deck {
            let place = match event_kind(id as u8) {
                Some(EventKind::Discovery) => CardPlace::Discarded,
                _ => CardPlace::Held(BLUE),
            };
            place_card(&mut raw, id as u8, place);
        }
    }
    chose(&mut raw, RED, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let log = act(&mut g, Action::Place(0));
    assert!(logged(
        &log,
        &Event::CouldNot {
            colour: Colour(RED),
            card: Specialist::Scientist,
            part: 2
        }
    ));
}

#[test]
fn two_players_a_neutral_robot_may_replace_its_controllers_astronauts() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    board(&mut raw, 0, RED, 1);
    chose(&mut raw, 2, Specialist::Robot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(seat(&g), PlayerId(0));
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Replace {
            site: Site::Ship(0),
            colour: Colour(RED)
        }]
    );
}

#[test]
fn a_single_option_is_still_a_decision() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    chose(&mut raw, RED, Specialist::Recruiter);
    others_idle(&mut raw);
    let g = settle(raw);
    assert_eq!(legal(&g), [Action::Place(0)]);
    assert_eq!(g.to_act(), PlayerSet::only(PlayerId(0)));
}

#[test]
fn positions_that_would_need_no_decision_are_refused_unless_settled() {
    let mut raw = blank(3);
    others_idle(&mut raw);
    assert!(RedPlanet::try_from(raw).is_err(), "an unsettled countdown");
    assert!(RedPlanet::from_position(raw).is_ok());
    let mut bad = blank(3);
    bad.colours[0].supply += 1;
    assert!(RedPlanet::from_position(bad).is_err(), "23 astronauts");
}

// ------------------------------------------- R21 "resolved fully if possible"

#[test]
fn robot_placement_must_keep_the_replacement_possible_when_a_placement_can() {
    // Red has no astronaut anywhere; only the ship at dock 2 carries an
    // opponent: placing elsewhere would make the replacement impossible.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    board(&mut raw, 1, BLUE, 1);
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(legal(&g), [Action::Place(1)]);
    let refusal = g.validate(PlayerId(0), &Action::Place(0)).unwrap_err();
    assert_eq!(
        refusal,
        RuleError::WouldSpoil {
            rest: "the Robot's replacement"
        }
    );
    assert!(refusal.to_string().contains("resolved fully if possible"));
    act(&mut g, Action::Place(1));
    assert_eq!(
        legal(&g),
        [Action::Replace {
            site: Site::Ship(1),
            colour: Colour(BLUE)
        }]
    );
}

#[test]
fn robot_placement_is_free_when_the_replacement_is_possible_anyway_or_never() {
    // Red already shares Hellas with Blue: every placement keeps it possible.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    put(&mut raw, Zone::Hellas, RED, 1);
    put(&mut raw, Zone::Hellas, BLUE, 1);
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    assert_eq!(legal(&settle(raw)), [Action::Place(0), Action::Place(1)]);
    // No opponent anywhere: no placement keeps it possible, so any will do.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    assert_eq!(legal(&settle(raw)), [Action::Place(0), Action::Place(1)]);
    // One astronaut left: the replacement has none to use whatever happens.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, MS5]);
    board(&mut raw, 1, BLUE, 1);
    put(&mut raw, Zone::Hellas, RED, 21);
    chose(&mut raw, RED, Specialist::Robot);
    others_idle(&mut raw);
    assert_eq!(legal(&settle(raw)), [Action::Place(0), Action::Place(1)]);
}

#[test]
fn two_players_a_neutral_robot_cannot_spare_its_controllers_astronauts() {
    // Yellow (seat 0's neutral colour) has no astronaut anywhere; the only
    // opponent aboard a ship is Red, seat 0's own main colour.
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5, MS5]);
    board(&mut raw, 0, RED, 1);
    chose(&mut raw, 2, Specialist::Robot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(seat(&g), PlayerId(0));
    assert_eq!(legal(&g), [Action::Place(0)]);
    act(&mut g, Action::Place(0));
    let red_lost = g.raw().colours[0].memorial;
    act(
        &mut g,
        Action::Replace {
            site: Site::Ship(0),
            colour: Colour(RED),
        },
    );
    assert_eq!(g.raw().colours[0].memorial, red_lost + 1);
}

#[test]
fn soldier_may_not_kill_its_only_astronaut_on_phobos_while_another_kill_exists() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Phobos, RED, 1);
    put(&mut raw, Zone::Ausonia, BLUE, 1);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Kill {
            zone: Zone::Ausonia,
            colour: Colour(BLUE)
        }]
    );
    assert_eq!(
        g.validate(
            PlayerId(0),
            &Action::Kill {
                zone: Zone::Phobos,
                colour: Colour(RED)
            }
        ),
        Err(RuleError::WouldSpoil {
            rest: "the Soldier's move from Phobos"
        })
    );
    act(
        &mut g,
        Action::Kill {
            zone: Zone::Ausonia,
            colour: Colour(BLUE),
        },
    );
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::LeavePhobos));
}

#[test]
fn soldier_kills_its_only_astronaut_on_phobos_when_nothing_else_can_be_killed() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5]);
    put(&mut raw, Zone::Phobos, RED, 1);
    chose(&mut raw, RED, Specialist::Soldier);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Kill {
            zone: Zone::Phobos,
            colour: Colour(RED)
        }]
    );
}

#[test]
fn pilot_placement_leaves_the_last_destination_token_for_the_pilot_when_it_can() {
    // 19 of the 20 tokens are on the ship at dock 1; the first astronaut on
    // the empty unknown-destination ship at dock 2 would take the last one.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB5, UNKNOWN3]);
    for z in Zone::ALL {
        for _ in 0..2 {
            if !(z == Zone::Hellas && raw.token_supply[z.index()] == 1) {
                raw.stack_token(0, z).expect("a token in the supply");
            }
        }
    }
    assert_eq!(raw.token_supply.iter().sum::<u8>(), 1);
    chose(&mut raw, RED, Specialist::Pilot);
    others_idle(&mut raw);
    let mut g = settle(raw);
    assert_eq!(legal(&g), [Action::Place(0)]);
    assert_eq!(
        g.validate(PlayerId(0), &Action::Place(1)),
        Err(RuleError::WouldSpoil {
            rest: "the Pilot's destination token"
        })
    );
    act(&mut g, Action::Place(0));
    assert_eq!(legal(&g), [Action::Place(0)]);
    act(&mut g, Action::Place(0));
    assert_eq!(g.decision(PlayerId(0)), Some(Decision::DestinationToken));
    assert!(legal(&g).contains(&Action::Token {
        dock: 1,
        zone: Zone::Hellas
    }));
}

// ------------------------------------------------ R22 neutral Scientist draws

#[test]
fn two_players_a_neutral_scientist_draws_and_never_chooses_to_look() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    chose(&mut raw, 3, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    assert_eq!(
        legal(&g),
        [Action::Draw],
        "no look through the neutral colour"
    );
    assert_eq!(
        g.validate(PlayerId(1), &Action::Look(Zone::Ausonia)),
        Err(RuleError::NeutralScientistDraws)
    );
}

#[test]
fn two_players_a_neutral_scientist_with_an_empty_event_deck_does_nothing() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    for id in 0..EVENT_CARDS as u8 {
        if raw.event_cards[id as usize] == CardPlace::Deck {
            let place = match event_kind(id) {
                Some(EventKind::Discovery) => CardPlace::Discarded,
                _ => CardPlace::Held(BLUE),
            };
            place_card(&mut raw, id, place);
        }
    }
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    chose(&mut raw, 3, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    let log = act(&mut g, Action::Place(0));
    assert!(logged(
        &log,
        &Event::CouldNot {
            colour: Colour(3),
            card: Specialist::Scientist,
            part: 2
        }
    ));
    assert!(!g.raw().known[RICH_VEIN as usize].contains(PlayerId(1)));
}

#[test]
fn two_players_a_neutral_scientist_assigns_its_discovery_to_any_available_outer_zone() {
    let mut raw = blank(2);
    dock_ships(&mut raw, &[VB5]);
    deck_of_one(&mut raw, LICHENS);
    place_card(&mut raw, RICH_VEIN, CardPlace::Zone(Zone::Ausonia));
    chose(&mut raw, 3, Specialist::Scientist);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Place(0));
    act(&mut g, Action::Draw);
    assert_eq!(g.decision(PlayerId(1)), Some(Decision::AssignDiscovery));
    let free: Vec<Action> = Zone::OUTER
        .into_iter()
        .filter(|&z| z != Zone::Ausonia)
        .map(Action::Assign)
        .collect();
    assert_eq!(
        legal(&g),
        free,
        "the assignment is the controller's choice of zone"
    );
}

// ------------------------------------------- R23 a skipped turn is not resolving

#[test]
fn travel_agent_that_skips_its_turn_does_not_take_the_first_player_token() {
    // Red's Recruiter resolves; Blue's and Yellow's Travel Agents find no
    // ship with room for three and skip their turns.
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2]);
    raw.first = Colour(YELLOW);
    chose(&mut raw, RED, Specialist::Recruiter);
    chose(&mut raw, BLUE, Specialist::TravelAgent);
    others_idle(&mut raw);
    let mut g = settle(raw);
    act(&mut g, Action::Place(0));
    assert_eq!(g.raw().round, 2);
    assert_eq!(
        g.raw().first,
        Colour(RED),
        "the last to resolve, not a Travel Agent that skipped"
    );
}

#[test]
fn travel_agents_that_all_skip_leave_the_first_player_token_in_place() {
    let mut raw = blank(3);
    dock_ships(&mut raw, &[VB2]);
    raw.first = Colour(BLUE);
    others_idle(&mut raw);
    let g = settle(raw);
    assert_eq!(g.raw().round, 2);
    assert_eq!(g.raw().first, Colour(BLUE));
}
