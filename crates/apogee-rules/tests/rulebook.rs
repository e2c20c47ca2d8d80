//! The rulebook's worked examples with their numbers, and one test per rule,
//! card effect and table entry that would fail if the rule were wrong.

use apogee_rules::cardgame_core::{Logged, PlayerSet};
use apogee_rules::data::tables::{launch_need, rocket_yield};
use apogee_rules::data::technology::cards_of;
use apogee_rules::data::{directors, engineers, investors};
use apogee_rules::{
    Action, Apogee, BaseEvent, BuildKind, Config, Deposit, Destination, DismissReason,
    EngineerPile, Event, EventCard, Game, Mission, Pending, PlayerId, RiverLine, RuleError,
    Scenario, Slot, SoloEvent, SoloMission, Stage, Team, TechName as T, TechType, Viewer, Why,
};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);

fn eng(name: &str) -> u8 {
    engineers::by_name(name).unwrap_or_else(|| panic!("no Engineer {name}"))
}

fn dir(name: &str) -> u8 {
    directors::by_name(name).unwrap_or_else(|| panic!("no Director {name}"))
}

fn inv(name: &str) -> u8 {
    investors::by_name(name).unwrap_or_else(|| panic!("no Investor {name}"))
}

/// The `k`-th card of a kind.
fn card(name: T, k: u8) -> u8 {
    let r = cards_of(name);
    assert!(r.start + k < r.end, "not enough {name:?} cards");
    r.start + k
}

fn base(e: BaseEvent) -> EventCard {
    EventCard::Base(e)
}

/// A 2-player game (Suzanne = P0, Pedro = P1) with these Directors.
fn two(mission: Mission, d0: &str, d1: &str) -> Scenario {
    Scenario::new(&Config::new(2).with_mission(mission), 11)
        .director(P0, dir(d0))
        .director(P1, dir(d1))
}

/// The default pair: Harper Tompkins (8) and Yelena Tereshkova (6), as in the
/// Administration example.
fn pair() -> Scenario {
    two(Mission::M1, "Harper Tompkins", "Yelena Tereshkova")
}

fn act(g: &mut Apogee, p: PlayerId, a: Action) -> Vec<Event> {
    let mut log: Vec<Logged<Event>> = Vec::new();
    if let Err(e) = g.apply_with_events(p, &a, &mut log) {
        panic!(
            "{p} {a} refused: {e}\nlegal: {:?}\npending {:?}",
            g.legal_actions(p),
            g.raw().pending
        );
    }
    log.into_iter().map(|l| l.event).collect()
}

/// Places each Engineer on its slot (in the hand's order), idle for the rest.
fn place(g: &mut Apogee, p: PlayerId, on: &[(u8, Slot)]) -> Vec<Event> {
    let mut out = Vec::new();
    while let Some(Action::Place(e, _)) = g.legal_actions(p).first().copied() {
        let slot = on
            .iter()
            .find(|(x, _)| *x == e)
            .map_or(Slot::Idle, |(_, s)| *s);
        out.extend(act(g, p, Action::Place(e, slot)));
        if !g.to_act().contains(p) {
            break;
        }
    }
    out
}

fn reserve_has(g: &Apogee, p: PlayerId, c: u8) -> bool {
    g.raw().seat(p).reserve.contains(usize::from(c))
}

fn pad_has(g: &Apogee, p: PlayerId, c: u8) -> bool {
    g.raw().seat(p).pad.contains(usize::from(c))
}

fn supply() -> EventCard {
    // Supply Problem only forbids static fires: a quiet Event for Planning tests.
    base(BaseEvent::SupplyProblem)
}

// ---------------------------------------------------------------------------
// Worked examples
// ---------------------------------------------------------------------------

#[test]
fn specialties_resolve_in_descending_engineer_authority_suzanne_example() {
    let qian = eng("Qian Tao");
    let geza = eng("Géza Szebehely");
    let mut g = pair()
        .hand(P0, &[qian, geza])
        .hand(P1, &[eng("Kathy Johnson")])
        .next_event(supply())
        .rolls(&[7])
        .planning()
        .unwrap();
    place(
        &mut g,
        P0,
        &[(qian, Slot::Specialty), (geza, Slot::Specialty)],
    );
    place(&mut g, P1, &[]);
    // Géza Szebehely (8.4) first: replace a Technology river line.
    assert_eq!(g.raw().pending, Pending::ReplaceRiver(P0));
    let old: Vec<u8> = g.raw().rivers[2].iter().copied().collect();
    let ev = act(&mut g, P0, Action::ReplaceRiver(RiverLine::Payload));
    assert_eq!(g.raw().rivers[2].len(), 3);
    for c in &old {
        assert!(
            !g.raw().rivers[2].contains(c),
            "the 3 old Payload cards are discarded"
        );
        assert!(
            g.raw().tech_piles[2].under.contains(c),
            "beneath the Payload pile"
        );
    }
    // Then Qian Tao (2.0) rolls a 7: 2 R&D cards into the reserve.
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Rolled {
            roll: 7,
            need: 4,
            success: true,
            ..
        }
    )));
    let rnd = g.raw().seat(P0).reserve_of(TechType::Rnd).count();
    assert_eq!(rnd, 2);
}

#[test]
fn construction_example_pedro_loses_the_action_he_cannot_pay() {
    let shuttle = card(T::SmallShuttle, 0);
    let pulsed = card(T::PulsedNuclearPropulsion, 0);
    let sail = card(T::SolarSail, 0);
    let (a, b, c) = (eng("Kathy Johnson"), eng("Diane Dyson"), eng("Qian Tao"));
    // A third, idle Engineer makes Pedro's quarterly earnings 0.
    let mut g = pair()
        .hand(P0, &[a])
        .hand(P1, &[b, c, eng("Mark Faget")])
        .credits(P0, 100)
        .credits(P1, 80)
        .reserve(P0, &[shuttle])
        .reserve(P1, &[pulsed, sail])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(a, Slot::Construction)]);
    place(
        &mut g,
        P1,
        &[(b, Slot::Construction), (c, Slot::Construction)],
    );
    act(&mut g, P0, Action::Build(shuttle));
    assert_eq!(
        g.raw().seat(P0).credits,
        60,
        "Suzanne pays 40,000 of her 100,000"
    );
    assert!(pad_has(&g, P0, shuttle));
    let ev = act(&mut g, P1, Action::Build(pulsed));
    assert_eq!(g.raw().seat(P1).credits, 0, "Pedro pays 80,000");
    assert!(pad_has(&g, P1, pulsed));
    assert!(reserve_has(&g, P1, sail), "Solar Sail stays in the reserve");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::ConstructionLost { seat: P1, count: 1 })));
}

#[test]
fn rnd_example_highest_engineer_draws_first_and_each_keeps_one() {
    let (ch, ka, qi) = (
        eng("Chandresh Gokhale"),
        eng("Katalina Tsiolkovsky"),
        eng("Qian Tao"),
    );
    let (ra, kj) = (eng("Rafał Góra"), eng("Kathy Johnson"));
    let mut g = pair()
        .hand(P0, &[ch, ka, qi])
        .hand(P1, &[ra, kj])
        .next_event(supply())
        .planning()
        .unwrap();
    place(
        &mut g,
        P0,
        &[(ch, Slot::Rnd), (ka, Slot::Rnd), (qi, Slot::Rnd)],
    );
    let ev = place(&mut g, P1, &[(ra, Slot::Rnd), (kj, Slot::Rnd)]);
    let draws: Vec<(PlayerId, u8)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::RndDrawn {
                seat,
                count,
                cards: None,
            } => Some((*seat, *count)),
            _ => None,
        })
        .collect();
    // Pedro starts (Rafał Góra 7.2 is the highest), drawing 2; Suzanne draws 3.
    assert_eq!(draws, [(P1, 2), (P0, 3)]);
    assert_eq!(g.raw().pending, Pending::KeepRnd(P1));
    let keep = g.raw().seat(P1).drawn.iter().next().unwrap() as u8;
    act(&mut g, P1, Action::Pick(keep));
    assert_eq!(g.raw().pending, Pending::KeepRnd(P0));
    let drawn: Vec<u8> = g.raw().seat(P0).drawn.iter().map(|c| c as u8).collect();
    act(&mut g, P0, Action::Pick(drawn[1]));
    assert_eq!(g.raw().seat(P1).reserve_of(TechType::Rnd).count(), 1);
    assert_eq!(g.raw().seat(P0).reserve_of(TechType::Rnd).count(), 1);
    // The other cards are face down beneath the R&D pile.
    assert!(
        g.raw().tech_piles[3].under.contains(&drawn[0])
            && g.raw().tech_piles[3].under.contains(&drawn[2])
    );
}

#[test]
fn design_example_summed_authority_orders_the_picks() {
    let (se, ka) = (eng("Sebastian Von Braun"), eng("Katalina Tsiolkovsky"));
    let ca = eng("Carlotta Pelterie");
    let ion = card(T::IonEngine, 0);
    let thermal = card(T::ThermalNuclearPropulsion, 0);
    let (c1, c2) = (
        card(T::CryogenicUpperStage, 0),
        card(T::CryogenicUpperStage, 1),
    );
    let mut g = pair()
        .hand(P0, &[se, ka])
        .hand(P1, &[ca])
        .river(RiverLine::UpperStage, &[ion, c1, c2])
        .next_draws(TechType::UpperStage, &[thermal])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(se, Slot::Design), (ka, Slot::Design)]);
    place(&mut g, P1, &[(ca, Slot::Design)]);
    // 8.0 + 3.6 = 11.6 beats 9.2: Suzanne begins.
    assert_eq!(g.raw().pending, Pending::TakeFromRiver(P0));
    act(&mut g, P0, Action::Pick(ion));
    assert!(
        g.raw().rivers[1].contains(&thermal),
        "Thermal Nuclear Propulsion is revealed"
    );
    act(&mut g, P1, Action::Pick(thermal));
    assert!(reserve_has(&g, P0, ion) && reserve_has(&g, P1, thermal));
    assert_eq!(
        g.raw().rivers[1].len(),
        3,
        "an Upper Stage card is again revealed"
    );
}

#[test]
fn design_ties_go_to_highest_single_engineer() {
    // Katalina 3.6 + Natalie 4.0 = 7.6, Patrick Dahm alone = 7.6.
    let (ka, na) = (eng("Katalina Tsiolkovsky"), eng("Natalie Resnik"));
    let pa = eng("Patrick Dahm");
    let mut g = pair()
        .hand(P0, &[ka, na])
        .hand(P1, &[pa])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(ka, Slot::Design), (na, Slot::Design)]);
    place(&mut g, P1, &[(pa, Slot::Design)]);
    assert_eq!(g.raw().pending, Pending::TakeFromRiver(P1));
}

#[test]
fn administration_example_harper_first_sells_two_then_yelena_acquires() {
    let (a, b) = (card(T::Satellite, 0), card(T::Cargo, 0));
    let mut g = pair()
        .credits(P0, 0)
        .reserve(P0, &[a, b])
        .administration(None)
        .unwrap();
    // Harper Tompkins (8) plays before Yelena Tereshkova (6).
    assert_eq!(g.to_act(), PlayerSet::only(P0));
    act(&mut g, P0, Action::Sell(a));
    act(&mut g, P0, Action::Sell(b));
    assert_eq!(g.raw().seat(P0).credits, 80, "two sales earn 80,000");
    assert_eq!(g.to_act(), PlayerSet::only(P1));
    let river_card = *g.raw().rivers[0].get(0).unwrap();
    act(&mut g, P1, Action::DirectorSpecialty);
    act(&mut g, P1, Action::Pick(river_card));
    assert!(reserve_has(&g, P1, river_card));
    assert!(g.raw().seat(P1).specialty_used);
    // Its second action: the Specialty is gone for the rest of the game.
    assert!(!g.legal_actions(P1).contains(&Action::DirectorSpecialty));
    assert!(matches!(
        g.validate(P1, &Action::DirectorSpecialty),
        Err(RuleError::ActionUnavailable { .. })
    ));
}

/// Pedro's rocket of the launch example.
fn pedro_rocket() -> [u8; 5] {
    [
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::LiquidHydrogenPropulsion, 1),
        card(T::IonEngine, 0),
        card(T::InterplanetaryVessel, 0),
        card(T::BoosterX4, 0),
    ]
}

#[test]
fn yield_example_thrust_24_mass_16_is_1_6_and_the_moon_needs_5() {
    assert_eq!(rocket_yield(24, 16), Some(16));
    assert_eq!(launch_need(16, Destination::Moon), Some(5));
    let g = pair()
        .pad(P1, &pedro_rocket())
        .administration(None)
        .unwrap();
    let r = g.raw().rocket(P1);
    assert_eq!((r.thrust, r.mass, r.yield_tenths), (24, 16, Some(16)));
}

#[test]
fn yield_table_examples_27_15_is_1_9_and_1_9_to_venus_needs_7() {
    assert_eq!(rocket_yield(27, 15), Some(19));
    assert_eq!(launch_need(19, Destination::Venus), Some(7));
    // Printed corners and the "cannot be launched" cells.
    assert_eq!(rocket_yield(40, 5), Some(45));
    assert_eq!(rocket_yield(29, 30), Some(12));
    assert_eq!(
        rocket_yield(40, 4),
        None,
        "mass below 5 is not in the table"
    );
    assert_eq!(
        rocket_yield(8, 10),
        None,
        "thrust below 9 is not in the table"
    );
    assert_eq!(launch_need(30, Destination::Titan), Some(6));
    assert_eq!(launch_need(22, Destination::Titan), None);
}

#[test]
fn launch_example_pedro_reaches_the_moon_with_a_7() {
    let rocket = pedro_rocket();
    let patricia = eng("Patricia Jackson");
    let mut g = pair()
        .hand(P1, &[patricia])
        .placed(P1, patricia, Slot::Soc)
        .pad(P1, &rocket)
        .credits(P1, 0)
        .rolls(&[7])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::Pass);
    let ev = act(&mut g, P1, Action::Launch(Destination::Moon));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::LaunchAttempt {
            thrust: 24,
            mass: 16,
            yield_tenths: 16,
            need: 5,
            ..
        }
    )));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::LaunchSucceeded {
            dest: Destination::Moon,
            ..
        }
    )));
    assert_eq!(
        g.raw().seat(P1).credits,
        80,
        "a successful launch pays 80,000"
    );
    let vessel = rocket[3];
    assert!(
        g.raw().seat(P1).soc.contains(usize::from(vessel)),
        "the Vessel stays on the SOC"
    );
    for c in [rocket[0], rocket[1], rocket[2], rocket[4]] {
        assert!(
            reserve_has(&g, P1, c),
            "stages and R&D return to the reserve"
        );
    }
    assert!(g.raw().seat(P1).pad.is_empty());
}

// ---------------------------------------------------------------------------
// Setup and Game Preparation
// ---------------------------------------------------------------------------

#[test]
fn setup_gives_80000_each_and_every_component_its_pile() {
    let g = Apogee::new(&Config::new(4).with_mission(Mission::M1), 3).unwrap();
    for (_, s) in g.raw().seats.iter() {
        assert_eq!(s.credits, 80);
        assert_eq!(s.dice, 0);
    }
    assert_eq!(g.raw().dice_reserve, 10);
    let piles: Vec<usize> = g.raw().tech_piles.iter().map(|p| p.len()).collect();
    assert_eq!(piles, [28, 26, 28, 28]);
    assert_eq!(
        (g.raw().eng_piles[0].len(), g.raw().eng_piles[1].len()),
        (15, 15)
    );
    assert_eq!(g.raw().investor_pile.len(), 20);
    assert_eq!(g.raw().event_deck.len(), 20);
    assert_eq!(g.raw().stage, Stage::ChooseDirectors);
    assert_eq!(
        g.to_act(),
        PlayerSet::all(4),
        "the Director choice is simultaneous"
    );
}

#[test]
fn directors_dealt_two_each_and_the_kept_one_is_hidden_until_all_chose() {
    let mut g = Apogee::new(&Config::new(2).with_mission(Mission::M1), 5).unwrap();
    let offer0 = g.raw().seat(P0).offer.unwrap();
    assert_eq!(
        g.legal_actions(P0),
        vec![
            Action::KeepDirector(offer0[0].min(offer0[1])),
            Action::KeepDirector(offer0[0].max(offer0[1]))
        ]
    );
    let not_dealt = (0..12).find(|d| !offer0.contains(d)).unwrap();
    assert_eq!(
        g.validate(P0, &Action::KeepDirector(not_dealt)),
        Err(RuleError::DirectorNotDealt {
            director: not_dealt,
            dealt: offer0
        })
    );
    act(&mut g, P0, Action::KeepDirector(offer0[1]));
    let seen_by_p1 = g.observe(Viewer::Seat(P1));
    assert_eq!(
        seen_by_p1.seats[P0].director, None,
        "P1 cannot see P0's choice yet"
    );
    assert_eq!(seen_by_p1.my_offer, g.raw().seat(P1).offer);
    assert_eq!(
        g.observe(Viewer::Seat(P0)).seats[P0].director,
        Some(offer0[1])
    );
    let keep = g.legal_actions(P1)[0];
    act(&mut g, P1, keep);
    assert_eq!(
        g.observe(Viewer::Seat(P1)).seats[P0].director,
        Some(offer0[1])
    );
    assert_eq!(g.raw().stage, Stage::StartingTeam);
}

#[test]
fn starting_team_in_descending_director_authority_one_senior_or_two_juniors() {
    let mut g = Apogee::new(&Config::new(3).with_mission(Mission::M1), 9).unwrap();
    for p in [P0, P1, P2] {
        let a = g.legal_actions(p)[0];
        act(&mut g, p, a);
    }
    let dirs: Vec<u8> = [P0, P1, P2]
        .iter()
        .map(|&p| g.raw().seat(p).director.unwrap())
        .collect();
    let auth = |p: PlayerId| directors::director(dirs[p.index()]).authority;
    let first = g.to_act().first().unwrap();
    assert!([P0, P1, P2].iter().all(|&p| auth(first) >= auth(p)));
    act(&mut g, first, Action::StartingTeam(Team::TwoJuniors));
    assert_eq!(g.raw().seat(first).hand_types(), (2, 0));
    assert_eq!(
        g.raw().seat(first).credits,
        80,
        "recruiting the starting team is free"
    );
    let second = g.to_act().first().unwrap();
    assert!(auth(first) >= auth(second));
    act(&mut g, second, Action::StartingTeam(Team::Senior));
    assert_eq!(g.raw().seat(second).hand_types(), (0, 1));
    let third = g.to_act().first().unwrap();
    assert!(
        g.raw().rivers.iter().all(|r| r.is_empty()),
        "rivers come after the teams"
    );
    act(&mut g, third, Action::StartingTeam(Team::Senior));
    assert!(
        g.raw().rivers.iter().all(|r| r.len() == 3),
        "three rivers of 3 cards"
    );
    assert_eq!(g.raw().investor_river.len(), 2);
    assert_eq!(g.raw().turn, 1);
    assert!(g.raw().event.is_some());
}

// ---------------------------------------------------------------------------
// Planning phase
// ---------------------------------------------------------------------------

#[test]
fn placement_is_simultaneous_hidden_then_the_layout_and_actions_are_revealed() {
    let (a, b) = (eng("Oliver Hooker"), eng("Airi Horikoshi"));
    let c = eng("Utto Küchemann");
    let sat = card(T::Satellite, 0);
    let mut g = pair()
        .hand(P0, &[a, b])
        .hand(P1, &[c])
        .reserve(P0, &[sat])
        .next_event(supply())
        .planning()
        .unwrap();
    assert_eq!(g.to_act(), PlayerSet::all(2));
    act(&mut g, P0, Action::Place(a, Slot::Construction));
    act(&mut g, P0, Action::Place(b, Slot::Soc));
    let theirs = g.observe(Viewer::Seat(P1));
    assert!(theirs.seats[P0].committed);
    assert_eq!(
        theirs.seats[P0].placed_juniors, [0; 6],
        "nothing of the layout shows yet"
    );
    assert!(theirs.seats[P0].known_hand.is_empty());
    assert_eq!(
        g.observe(Viewer::Seat(P0)).seats[P0].placed_juniors,
        [0, 0, 1, 0, 0, 1]
    );
    act(&mut g, P1, Action::Place(c, Slot::Idle));
    // After everybody placed: the face-down layout; Construction is revealed.
    assert_eq!(
        g.raw().pending,
        Pending::Build {
            seat: P0,
            kind: BuildKind::Construction
        }
    );
    let theirs = g.observe(Viewer::Seat(P1));
    assert_eq!(theirs.seats[P0].placed_juniors, [0, 0, 1, 0, 0, 1]);
    assert!(theirs.seats[P0].known_slots[1].contains(usize::from(a)));
    assert!(
        theirs.seats[P0].known_slots[4].is_empty(),
        "the SOC is revealed in Administration"
    );
}

#[test]
fn engineers_are_placed_one_by_one_in_hand_order() {
    let (a, b) = (eng("Oliver Hooker"), eng("Airi Horikoshi"));
    let g = pair()
        .hand(P0, &[a, b])
        .hand(P1, &[])
        .next_event(supply())
        .planning()
        .unwrap();
    assert_eq!(
        g.validate(P0, &Action::Place(b, Slot::Rnd)),
        Err(RuleError::NotNextEngineer {
            engineer: b,
            next: a
        })
    );
    assert_eq!(g.legal_actions(P0).len(), 6, "five actions or none");
    assert_eq!(
        g.to_act(),
        PlayerSet::only(P0),
        "an empty hand places nothing"
    );
}

#[test]
fn inaccessible_premises_forbids_the_specialty_action() {
    let a = eng("Oliver Hooker");
    let g = pair()
        .hand(P0, &[a])
        .next_event(base(BaseEvent::InaccessiblePremises))
        .planning()
        .unwrap();
    assert!(matches!(
        g.validate(P0, &Action::Place(a, Slot::Specialty)),
        Err(RuleError::PlacementForbidden { .. })
    ));
    assert!(g.validate(P0, &Action::Place(a, Slot::Design)).is_ok());
}

#[test]
fn resource_restriction_limits_design_to_one_engineer() {
    let (a, b) = (eng("Oliver Hooker"), eng("Airi Horikoshi"));
    let mut g = pair()
        .hand(P0, &[a, b])
        .next_event(base(BaseEvent::ResourceRestriction))
        .planning()
        .unwrap();
    act(&mut g, P0, Action::Place(a, Slot::Design));
    assert!(matches!(
        g.validate(P0, &Action::Place(b, Slot::Design)),
        Err(RuleError::PlacementForbidden { .. })
    ));
    assert!(g
        .validate(P0, &Action::Place(b, Slot::Construction))
        .is_ok());
}

#[test]
fn poor_schedule_management_limits_construction_to_one_engineer() {
    let (a, b) = (eng("Oliver Hooker"), eng("Airi Horikoshi"));
    let mut g = pair()
        .hand(P0, &[a, b])
        .next_event(base(BaseEvent::PoorScheduleManagement))
        .planning()
        .unwrap();
    act(&mut g, P0, Action::Place(a, Slot::Construction));
    assert!(matches!(
        g.validate(P0, &Action::Place(b, Slot::Construction)),
        Err(RuleError::PlacementForbidden { .. })
    ));
}

#[test]
fn failed_specialty_roll_may_spend_extra_dice_each_returning_to_the_reserve() {
    let o = eng("Oliver Hooker");
    let mut g = pair()
        .hand(P0, &[o])
        .dice(P0, 2)
        .credits(P0, 0)
        .next_event(supply())
        .rolls(&[2, 3, 9])
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Specialty)]);
    assert!(matches!(
        g.raw().pending,
        Pending::ExtraDie {
            seat: P0,
            need: 4,
            ..
        }
    ));
    act(&mut g, P0, Action::RollExtraDie);
    assert_eq!(
        (g.raw().seat(P0).dice, g.raw().dice_reserve),
        (1, 9),
        "the spent die returns to the reserve"
    );
    assert!(
        matches!(g.raw().pending, Pending::ExtraDie { .. }),
        "a 3 fails again"
    );
    act(&mut g, P0, Action::RollExtraDie);
    assert_eq!(g.raw().seat(P0).dice, 0);
    assert_eq!(
        g.raw().seat(P0).credits,
        60 + 40,
        "a 9 succeeds: 60,000 (and 40,000 quarterly)"
    );
}

#[test]
fn accepting_a_failed_roll_keeps_the_extra_dice() {
    let o = eng("Oliver Hooker");
    let mut g = pair()
        .hand(P0, &[o])
        .dice(P0, 1)
        .credits(P0, 0)
        .next_event(supply())
        .rolls(&[1])
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Specialty)]);
    act(&mut g, P0, Action::AcceptFailure);
    assert_eq!(g.raw().seat(P0).dice, 1);
    assert_eq!(g.raw().seat(P0).credits, 40, "only the quarterly 40,000");
}

#[test]
fn reserve_limit_of_9_makes_the_player_discard_beneath_the_pile() {
    let c = eng("Carlotta Pelterie");
    let nine: Vec<u8> = (0..9).map(|k| card(T::Satellite, 0) + k).collect();
    let mut g = pair()
        .hand(P0, &[c])
        .reserve(P0, &nine)
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(c, Slot::Design)]);
    let pick = *g.raw().rivers[0].get(0).unwrap();
    act(&mut g, P0, Action::Pick(pick));
    assert_eq!(g.raw().pending, Pending::Discard(P0));
    assert_eq!(g.raw().seat(P0).reserve.len(), 10);
    act(&mut g, P0, Action::Discard(nine[0]));
    assert_eq!(g.raw().seat(P0).reserve.len(), 9);
    assert!(g.raw().tech_piles[2].under.contains(&nine[0]));
}

#[test]
fn technologies_acquired_by_a_specialty_can_be_built_the_same_turn() {
    let (d, b) = (eng("Diane Dyson"), eng("Oliver Hooker"));
    let lox = card(T::KeroseneLiquidPropulsion, 0);
    let mut g = pair()
        .hand(P0, &[d, b])
        .river(RiverLine::FirstStage, &[lox])
        .next_event(supply())
        .rolls(&[6])
        .planning()
        .unwrap();
    place(&mut g, P0, &[(d, Slot::Specialty), (b, Slot::Construction)]);
    act(&mut g, P0, Action::Pick(lox));
    assert_eq!(
        g.raw().pending,
        Pending::Build {
            seat: P0,
            kind: BuildKind::Construction
        }
    );
    act(&mut g, P0, Action::Build(lox));
    assert!(pad_has(&g, P0, lox));
}

#[test]
fn rnd_draws_stop_when_the_pile_is_empty() {
    let (a, b) = (eng("Oliver Hooker"), eng("Airi Horikoshi"));
    let rnd: Vec<u8> = TechType::Rnd.ids().collect();
    let mut g = pair()
        .hand(P0, &[a, b])
        .reserve(P1, &rnd[..27])
        .next_event(supply());
    g.raw.seats[P1].reserve.clear();
    for &c in &rnd[..27] {
        g.raw.seats[P1].soc.insert(usize::from(c));
    }
    let mut g = g.planning().unwrap();
    place(&mut g, P0, &[(a, Slot::Rnd), (b, Slot::Rnd)]);
    assert_eq!(
        g.raw().seat(P0).reserve_of(TechType::Rnd).count(),
        1,
        "only one card was left"
    );
}

// ---------------------------------------------------------------------------
// Engineer Specialties
// ---------------------------------------------------------------------------

/// P0 holds only `e` and places it on Specialty; P1 holds nothing.
fn specialty(s: Scenario, e: u8) -> (Apogee, Vec<Event>) {
    let mut g = s.hand(P0, &[e]).next_event(supply()).planning().unwrap();
    let ev = place(&mut g, P0, &[(e, Slot::Specialty)]);
    (g, ev)
}

/// The thrust of P0's rocket with and without Engineer `e` on Specialty.
fn thrust_with(e: u8, pad: &[u8]) -> (u16, u16) {
    let (g, _) = specialty(pair().pad(P0, pad), e);
    let with = g.raw().rocket(P0).thrust;
    let base = pair()
        .pad(P0, pad)
        .administration(None)
        .unwrap()
        .raw()
        .rocket(P0)
        .thrust;
    (base, with)
}

fn mass_with(e: u8, pad: &[u8]) -> (u16, u16) {
    let (g, _) = specialty(pair().pad(P0, pad), e);
    let with = g.raw().rocket(P0).mass;
    let base = pair()
        .pad(P0, pad)
        .administration(None)
        .unwrap()
        .raw()
        .rocket(P0)
        .mass;
    (base, with)
}

#[test]
fn irina_natalie_marie_eve_and_geza_replace_a_river_line() {
    for name in [
        "Irina Kemurdzhian",
        "Natalie Resnik",
        "Marie-Ève de Havilland",
        "Géza Szebehely",
    ] {
        let (mut g, _) = specialty(pair(), eng(name));
        assert_eq!(g.raw().pending, Pending::ReplaceRiver(P0), "{name}");
        let old: Vec<u8> = g.raw().rivers[0].iter().copied().collect();
        act(&mut g, P0, Action::ReplaceRiver(RiverLine::FirstStage));
        assert!(
            old.iter()
                .all(|c| !g.raw().rivers[0].contains(c) && g.raw().tech_piles[0].under.contains(c)),
            "{name}"
        );
        assert_eq!(g.raw().rivers[0].len(), 3);
    }
}

#[test]
fn kathy_johnson_adds_2_thrust_to_each_solid_propulsion_first_stage() {
    let pad = [
        card(T::SolidRocketMotor, 0),
        card(T::HeavySolidRocketMotor, 0),
        card(T::IonEngine, 0),
    ];
    assert_eq!(
        thrust_with(eng("Kathy Johnson"), &pad),
        (6 + 9 + 2, 6 + 9 + 2 + 4)
    );
}

#[test]
fn patrick_dahm_adds_1_thrust_to_each_liquid_propulsion_first_stage() {
    let pad = [
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::LiquidHydrogenPropulsion, 1),
        card(T::SolidRocketMotor, 0),
    ];
    assert_eq!(thrust_with(eng("Patrick Dahm"), &pad), (16, 18));
}

#[test]
fn airi_horikoshi_adds_1_thrust_to_each_ion_engine() {
    let pad = [
        card(T::IonEngine, 0),
        card(T::IonEngine, 1),
        card(T::SolidRocketMotor, 0),
    ];
    assert_eq!(thrust_with(eng("Airi Horikoshi"), &pad), (10, 12));
}

#[test]
fn hitesh_kalam_adds_1_thrust_to_each_nuclear_upper_stage() {
    let pad = [
        card(T::ThermalNuclearPropulsion, 0),
        card(T::NuclearElectricPropulsion, 0),
        card(T::SolidRocketMotor, 0),
    ];
    assert_eq!(
        thrust_with(eng("Hitesh Kalam"), &pad),
        (7 + 4 + 6, 7 + 4 + 6 + 2)
    );
}

#[test]
fn sebastian_von_braun_adds_2_to_the_rocket_thrust() {
    let pad = [card(T::SolidRocketMotor, 0)];
    assert_eq!(thrust_with(eng("Sebastian Von Braun"), &pad), (6, 8));
}

#[test]
fn chandresh_gokhale_and_utto_kuchemann_reduce_the_total_mass() {
    let pad = pedro_rocket();
    assert_eq!(mass_with(eng("Chandresh Gokhale"), &pad), (16, 15));
    assert_eq!(mass_with(eng("Utto Küchemann"), &pad), (16, 14));
}

#[test]
fn malvina_glushko_counts_8_2_and_felipe_de_la_cierva_11_0_on_the_soc() {
    let (m, f) = (eng("Malvina Glushko"), eng("Felipe de la Cierva"));
    let g = pair()
        .hand(P0, &[m])
        .placed(P0, m, Slot::Soc)
        .pad(P0, &pedro_rocket())
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().soc_authority(P0), 82);
    assert!(
        g.validate(P0, &Action::Launch(Destination::Moon)).is_ok(),
        "8.2 reaches the Moon (8.0)"
    );
    let g = pair()
        .hand(P0, &[f])
        .placed(P0, f, Slot::Soc)
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().soc_authority(P0), 110);
    // On the Specialty action their Specialty does nothing.
    let (g, ev) = specialty(pair(), m);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::SpecialtyResolved { .. })));
    assert_eq!(g.raw().seat(P0).turn_engineers.len(), 0);
}

#[test]
fn diane_dyson_acquires_a_river_card_on_6_or_more() {
    let d = eng("Diane Dyson");
    let (mut g, _) = specialty(pair().rolls(&[6]), d);
    assert_eq!(g.raw().pending, Pending::TakeFromRiver(P0));
    let c = *g.raw().rivers[2].get(1).unwrap();
    act(&mut g, P0, Action::Pick(c));
    assert!(reserve_has(&g, P0, c));
    let (g, _) = specialty(pair().rolls(&[5]), d);
    assert!(
        g.raw().seat(P0).reserve.is_empty(),
        "a 5 fails (no extra die)"
    );
}

#[test]
fn qian_tao_draws_two_rnd_cards_on_4_or_more() {
    let q = eng("Qian Tao");
    let (g, _) = specialty(pair().rolls(&[4]), q);
    assert_eq!(g.raw().seat(P0).reserve_of(TechType::Rnd).count(), 2);
    let (g, _) = specialty(pair().rolls(&[3]), q);
    assert!(g.raw().seat(P0).reserve.is_empty());
}

#[test]
fn florentina_coanda_builds_a_20000_card_for_free_on_4() {
    let f = eng("Florentina Coandă");
    let (cheap, dear) = (card(T::Satellite, 0), card(T::Rover, 0));
    let (mut g, _) = specialty(
        pair()
            .reserve(P0, &[cheap, dear])
            .credits(P0, 0)
            .rolls(&[4]),
        f,
    );
    assert_eq!(
        g.legal_actions(P0),
        vec![Action::Build(cheap)],
        "only 20,000 cards qualify"
    );
    act(&mut g, P0, Action::Build(cheap));
    assert!(pad_has(&g, P0, cheap));
    assert_eq!(
        g.raw().seat(P0).credits,
        40,
        "free (40,000 is the quarterly earnings)"
    );
}

#[test]
fn oliver_hooker_gains_60000_on_4() {
    let (g, _) = specialty(pair().credits(P0, 0).rolls(&[4]), eng("Oliver Hooker"));
    assert_eq!(g.raw().seat(P0).credits, 60 + 40);
}

#[test]
fn matviy_lyulka_sells_a_reserve_card_for_40000() {
    let c = card(T::Rover, 0);
    let (mut g, _) = specialty(
        pair().reserve(P0, &[c]).credits(P0, 0),
        eng("Matviy Lyulka"),
    );
    assert_eq!(
        g.legal_actions(P0),
        vec![Action::Sell(c)],
        "the sale is immediate and compulsory"
    );
    act(&mut g, P0, Action::Sell(c));
    assert_eq!(g.raw().seat(P0).credits, 40 + 40);
    assert!(g.raw().tech_piles[2].under.contains(&c));
}

#[test]
fn katalina_tsiolkovsky_buys_a_die_for_20000_or_the_specialty_is_lost() {
    let k = eng("Katalina Tsiolkovsky");
    let (g, _) = specialty(pair().credits(P0, 20), k);
    assert_eq!((g.raw().seat(P0).dice, g.raw().seat(P0).credits), (1, 40));
    let (g, _) = specialty(pair().credits(P0, 0), k);
    assert_eq!((g.raw().seat(P0).dice, g.raw().seat(P0).credits), (0, 40));
}

#[test]
fn ethan_maughmer_takes_20000_off_each_players_construction_total() {
    let e = eng("Ethan N. Maughmer");
    let (b0, b1) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let (x, y) = (card(T::Rover, 0), card(T::Satellite, 0));
    let z = card(T::Cargo, 0);
    let mut g = pair()
        .hand(P0, &[e, b0])
        .hand(P1, &[b1])
        .reserve(P0, &[x])
        .reserve(P1, &[y, z])
        .credits(P0, 20)
        .credits(P1, 0)
        .next_event(supply())
        .planning()
        .unwrap();
    place(
        &mut g,
        P0,
        &[(e, Slot::Specialty), (b0, Slot::Construction)],
    );
    place(&mut g, P1, &[(b1, Slot::Construction)]);
    act(&mut g, P0, Action::Build(x));
    assert_eq!(
        g.raw().seat(P0).credits,
        0,
        "the Rover (40,000) costs 20,000"
    );
    act(&mut g, P1, Action::Build(y));
    assert!(pad_has(&g, P1, y), "a 20,000 card is free for every player");
}

#[test]
fn kosuke_omi_adds_an_astronaut_to_each_conical_capsule() {
    let caps = [card(T::ConicalCapsule, 0), card(T::ConicalCapsule, 1)];
    let (g, _) = specialty(pair().pad(P0, &caps), eng("Kosuke Omi"));
    assert_eq!(g.raw().rocket(P0).astronauts, 2 + 2 + 2);
}

#[test]
fn mark_faget_and_pahal_chawla_replace_the_investor_river() {
    for name in ["Mark Faget", "Pahal Chawla"] {
        let old = [inv("Helios Capital"), inv("Geo Telecom")];
        let (g, _) = specialty(pair().investors(&old), eng(name));
        assert!(
            old.iter()
                .all(|i| g.raw().investors_out.contains(usize::from(*i))),
            "{name}"
        );
        assert_eq!(g.raw().investor_river.len(), 2);
        assert!(old.iter().all(|i| !g.raw().investor_river.contains(i)));
    }
}

#[test]
fn rafal_gora_draws_an_rnd_card() {
    let (g, _) = specialty(pair(), eng("Rafał Góra"));
    assert_eq!(g.raw().seat(P0).reserve_of(TechType::Rnd).count(), 1);
}

#[test]
fn ilse_sanger_gains_80000_on_5() {
    let (g, _) = specialty(pair().credits(P0, 0).rolls(&[5]), eng("Ilse Sänger"));
    assert_eq!(g.raw().seat(P0).credits, 80 + 40);
    let (g, _) = specialty(pair().credits(P0, 0).rolls(&[4]), eng("Ilse Sänger"));
    assert_eq!(g.raw().seat(P0).credits, 40);
}

#[test]
fn carlotta_pelterie_acquires_a_river_card() {
    let (mut g, _) = specialty(pair(), eng("Carlotta Pelterie"));
    let c = *g.raw().rivers[1].get(0).unwrap();
    act(&mut g, P0, Action::Pick(c));
    assert!(reserve_has(&g, P0, c));
}

#[test]
fn amadou_diallo_builds_a_card_of_40000_or_less_for_free_on_6() {
    let (rover, vessel) = (card(T::Rover, 0), card(T::InterplanetaryVessel, 0));
    let (mut g, _) = specialty(
        pair().reserve(P0, &[rover, vessel]).rolls(&[6]),
        eng("Amadou Diallo"),
    );
    assert_eq!(g.legal_actions(P0), vec![Action::Build(rover)]);
    act(&mut g, P0, Action::Build(rover));
    assert!(pad_has(&g, P0, rover));
}

#[test]
fn patricia_jackson_gains_40000() {
    let (g, _) = specialty(pair().credits(P0, 0), eng("Patricia Jackson"));
    assert_eq!(g.raw().seat(P0).credits, 40 + 40);
}

#[test]
fn sofia_kibalchich_lowers_the_soc_authority_needed_by_2() {
    let s = eng("Sofia Kibalchich");
    let (g, _) = specialty(pair(), s);
    assert_eq!(g.raw().soc_required(P0, Destination::Moon), 60);
    assert_eq!(g.raw().soc_required(P1, Destination::Moon), 80);
}

#[test]
fn rhea_ostrander_gains_a_launch_die() {
    let (g, _) = specialty(pair(), eng("Rhea Ostrander"));
    assert_eq!(g.raw().seat(P0).dice, 1);
    let (g, _) = specialty(pair().dice(P0, 3), eng("Rhea Ostrander"));
    assert_eq!(g.raw().seat(P0).dice, 3, "at most 3 extra dice");
}

#[test]
fn whole_turn_specialties_expire_at_the_end_of_the_turn() {
    let pad = [card(T::SolidRocketMotor, 0)];
    let (mut g, _) = specialty(pair().pad(P0, &pad), eng("Kathy Johnson"));
    assert_eq!(g.raw().rocket(P0).thrust, 8);
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert_eq!(g.raw().turn, 2);
    assert_eq!(g.raw().rocket(P0).thrust, 6);
}

// ---------------------------------------------------------------------------
// Constructions and Technology Characteristics
// ---------------------------------------------------------------------------

/// P0 at a Construction decision with `pad` built and `reserve` in hand.
fn building(mission: Mission, pad: &[u8], reserve: &[u8]) -> Apogee {
    let o = eng("Oliver Hooker");
    let mut g = two(mission, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[o])
        .credits(P0, 500)
        .pad(P0, pad)
        .reserve(P0, reserve)
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    g
}

fn can_build(g: &Apogee, c: u8) -> bool {
    g.validate(P0, &Action::Build(c)).is_ok()
}

#[test]
fn launch_pad_holds_three_technologies_per_type() {
    let fs: Vec<u8> = (0..4)
        .map(|k| card(T::LiquidHydrogenPropulsion, k))
        .collect();
    let sat = card(T::Satellite, 0);
    let g = building(Mission::M1, &fs[..3], &[fs[3], sat]);
    assert!(matches!(
        g.validate(P0, &Action::Build(fs[3])),
        Err(RuleError::CannotBuild { .. })
    ));
    assert_eq!(g.legal_actions(P0), vec![Action::Build(sat)]);
}

#[test]
fn pulsed_nuclear_and_pulsed_laser_are_compatible_only_with_their_own_kind() {
    let (pn, pn2) = (
        card(T::PulsedNuclearPropulsion, 0),
        card(T::PulsedNuclearPropulsion, 1),
    );
    let (pl, lh) = (
        card(T::PulsedLaserPropulsion, 0),
        card(T::LiquidHydrogenPropulsion, 0),
    );
    let g = building(Mission::M1, &[pn], &[pn2, pl, lh]);
    assert!(can_build(&g, pn2));
    assert!(!can_build(&g, pl) && !can_build(&g, lh));
    let g = building(Mission::M1, &[lh], &[pn, pl]);
    assert!(!can_build(&g, pn) && !can_build(&g, pl));
}

#[test]
fn single_stage_orbital_launcher_is_both_stages_alone_and_not_stackable() {
    let (s1, s2) = (
        card(T::SingleStageOrbitalLauncher, 0),
        card(T::SingleStageOrbitalLauncher, 1),
    );
    let (lh, ion) = (card(T::LiquidHydrogenPropulsion, 0), card(T::IonEngine, 0));
    let g = building(Mission::M1, &[s1], &[s2, lh, ion]);
    assert!(!can_build(&g, s2) && !can_build(&g, lh) && !can_build(&g, ion));
    let g = building(Mission::M1, &[ion], &[s1]);
    assert!(!can_build(&g, s1));
    // With a Payload, it is a complete rocket on its own.
    let sat = card(T::Satellite, 0);
    let g = pair().pad(P0, &[s1, sat]).administration(None).unwrap();
    assert!(g.raw().rocket(P0).complete());
}

#[test]
fn ion_engines_and_nuclear_propulsion_are_compatible_only_with_their_own_kind() {
    let (i1, i2) = (card(T::IonEngine, 0), card(T::IonEngine, 1));
    let (th, ne) = (
        card(T::ThermalNuclearPropulsion, 0),
        card(T::NuclearElectricPropulsion, 0),
    );
    let cryo = card(T::CryogenicUpperStage, 0);
    let g = building(Mission::M1, &[i1], &[i2, th, cryo]);
    assert!(can_build(&g, i2) && !can_build(&g, th) && !can_build(&g, cryo));
    let g = building(Mission::M1, &[th], &[ne, i1, cryo]);
    assert!(can_build(&g, ne) && !can_build(&g, i1) && !can_build(&g, cryo));
    let g = building(Mission::M1, &[cryo], &[th]);
    assert!(!can_build(&g, th));
}

#[test]
fn crewed_flight_payloads_stack_their_astronauts() {
    let pl = [
        card(T::ConicalCapsule, 0),
        card(T::SmallShuttle, 0),
        card(T::InterplanetaryVessel, 0),
    ];
    let g = pair().pad(P0, &pl).administration(None).unwrap();
    let r = g.raw().rocket(P0);
    assert_eq!((r.astronauts, r.crewed_cards), (2 + 3 + 4, 3));
}

#[test]
fn extra_seat_adds_one_astronaut_per_crewed_payload_only() {
    let (s1, s2) = (card(T::ExtraSeat, 0), card(T::ExtraSeat, 1));
    let cap = card(T::ConicalCapsule, 0);
    let g = building(Mission::M1, &[], &[s1]);
    assert!(can_build(&g, s1), "buildable without a Crewed flight");
    let g = pair()
        .pad(P0, &[s1, card(T::Cargo, 0)])
        .administration(None)
        .unwrap();
    assert_eq!(
        g.raw().rocket(P0).astronauts,
        0,
        "no effect without a Crewed flight"
    );
    let g = pair().pad(P0, &[s1, s2, cap]).administration(None).unwrap();
    assert_eq!(
        g.raw().rocket(P0).astronauts,
        3,
        "two Extra Seats cannot stack on one capsule"
    );
}

#[test]
fn aerospike_nozzle_needs_a_liquid_first_stage_one_per_stage() {
    let (a1, a2) = (card(T::AerospikeNozzle1, 0), card(T::AerospikeNozzle2, 0));
    let (lh, solid) = (
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::SolidRocketMotor, 0),
    );
    let g = pair()
        .pad(P0, &[a1, a2, solid])
        .administration(None)
        .unwrap();
    assert_eq!(
        g.raw().rocket(P0).mass,
        4,
        "no Liquid Propulsion: no reduction"
    );
    let g = pair().pad(P0, &[a1, a2, lh]).administration(None).unwrap();
    assert_eq!(
        g.raw().rocket(P0).mass,
        4 - 2,
        "one nozzle per Liquid stage, the stronger first"
    );
    let lh2 = card(T::LiquidHydrogenPropulsion, 1);
    let g = pair()
        .pad(P0, &[a1, a2, lh, lh2])
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().rocket(P0).mass, 8 - 3);
}

#[test]
fn heavy_version_doubles_first_stage_thrust_and_only_one_per_rocket() {
    let (h1, h2) = (card(T::HeavyVersion, 0), card(T::HeavyVersion, 1));
    let pad = [
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::IonEngine, 0),
        h1,
    ];
    let g = pair().pad(P0, &pad).administration(None).unwrap();
    assert_eq!(g.raw().rocket(P0).thrust, 5 * 2 + 2);
    let g = building(Mission::M1, &[h1], &[h2]);
    assert!(!can_build(&g, h2));
}

#[test]
fn reuse_keeps_the_first_stages_on_the_pad_after_a_success() {
    let mut rocket = pedro_rocket().to_vec();
    let reuse = card(T::Reuse, 0);
    rocket.push(reuse);
    let p = eng("Patricia Jackson");
    let mut g = pair()
        .hand(P1, &[p])
        .placed(P1, p, Slot::Soc)
        .pad(P1, &rocket)
        .rolls(&[12])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Launch(Destination::Moon));
    assert!(pad_has(&g, P1, rocket[0]) && pad_has(&g, P1, rocket[1]));
    assert!(reserve_has(&g, P1, rocket[2]) && reserve_has(&g, P1, reuse));
}

#[test]
fn pressurization_makes_one_cargo_carry_two_astronauts() {
    let (pr, pr2) = (card(T::Pressurization, 0), card(T::Pressurization, 1));
    let cargo = card(T::Cargo, 0);
    let g = pair()
        .pad(P0, &[pr, pr2, cargo])
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().rocket(P0).astronauts, 2);
    let g = pair().pad(P0, &[pr]).administration(None).unwrap();
    assert_eq!(g.raw().rocket(P0).astronauts, 0);
}

#[test]
fn cubesat_costs_nothing_and_earns_its_credits_when_built() {
    let cs = card(T::CubeSat40, 0);
    let mut g = building(Mission::M1, &[], &[cs]);
    let before = g.raw().seat(P0).credits;
    let ev = act(&mut g, P0, Action::Build(cs));
    assert!(ev.iter().any(|e| matches!(e, Event::Built { paid: 0, .. })));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Credits {
            seat: P0,
            delta: 40,
            ..
        }
    )));
    assert!(g.raw().seat(P0).credits >= before + 40);
}

#[test]
fn construction_must_take_an_affordable_card_and_pass_is_never_offered() {
    let (a, b) = (card(T::Satellite, 0), card(T::InterplanetaryVessel, 0));
    let o = eng("Oliver Hooker");
    let mut g = pair()
        .hand(P0, &[o])
        .credits(P0, 20)
        .reserve(P0, &[a, b])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    assert_eq!(g.legal_actions(P0), vec![Action::Build(a)]);
    assert_eq!(
        g.validate(P0, &Action::Build(b)),
        Err(RuleError::CannotAfford {
            cost: 80,
            credits: 20
        })
    );
}

// ---------------------------------------------------------------------------
// Administration phase
// ---------------------------------------------------------------------------

#[test]
fn quarterly_earnings_follow_the_engineers_in_hand_table() {
    let names = [
        "Oliver Hooker",
        "Diane Dyson",
        "Qian Tao",
        "Kathy Johnson",
        "Mark Faget",
    ];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    for (n, expected) in [(0, 160), (1, 140), (2, 120), (3, 100), (4, 80), (5, 60)] {
        let g = pair()
            .credits(P0, 100)
            .hand(P0, &ids[..n])
            .income(None)
            .unwrap();
        assert_eq!(g.raw().seat(P0).credits, expected, "{n} Engineers");
    }
}

#[test]
fn unpaid_quarterly_debt_skips_administration_and_dismisses_one_per_20000() {
    let names = [
        "Oliver Hooker",
        "Diane Dyson",
        "Qian Tao",
        "Kathy Johnson",
        "Mark Faget",
    ];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    // 5 Engineers owe 40,000; with nothing to pay, 2 must go.
    let mut g = pair().credits(P0, 0).hand(P0, &ids).income(None).unwrap();
    assert_eq!(
        g.raw().pending,
        Pending::Dismiss {
            seat: P0,
            left: 2,
            reason: DismissReason::Debt
        }
    );
    act(&mut g, P0, Action::Dismiss(ids[0]));
    act(&mut g, P0, Action::Dismiss(ids[1]));
    assert_eq!(g.raw().seat(P0).hand.len(), 3);
    assert!(g.raw().seat(P0).skip_admin);
    assert_eq!(
        g.to_act(),
        PlayerSet::only(P1),
        "P0 skips its Director actions"
    );
    // 20,000 of 40,000 paid: 1 dismissal.
    let g = pair().credits(P0, 20).hand(P0, &ids).income(None).unwrap();
    assert_eq!(g.raw().seat(P0).credits, 0);
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 1, .. }));
}

#[test]
fn up_to_two_director_actions_and_burn_out_allows_one() {
    let (a, b, c) = (card(T::Satellite, 0), card(T::Cargo, 0), card(T::Rover, 0));
    let mut g = pair().reserve(P0, &[a, b, c]).administration(None).unwrap();
    act(&mut g, P0, Action::Sell(a));
    act(&mut g, P0, Action::Sell(b));
    assert_eq!(g.to_act(), PlayerSet::only(P1), "two actions at most");
    let mut g = pair()
        .reserve(P0, &[a, b])
        .administration(Some(base(BaseEvent::BurnOut)))
        .unwrap();
    act(&mut g, P0, Action::Sell(a));
    assert_eq!(g.to_act(), PlayerSet::only(P1), "Burn Out: one action");
}

#[test]
fn selling_pays_40000_and_puts_the_card_beneath_its_pile() {
    let c = card(T::Rover, 0);
    let mut g = pair()
        .credits(P0, 0)
        .reserve(P0, &[c])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::Sell(c));
    assert_eq!(g.raw().seat(P0).credits, 40);
    assert_eq!(g.raw().tech_piles[2].under.get(0), Some(&c));
}

#[test]
fn recruiting_draws_from_the_chosen_pile_up_to_five_engineers() {
    let mut g = pair().administration(None).unwrap();
    act(&mut g, P0, Action::Recruit(EngineerPile::Senior));
    act(&mut g, P0, Action::Recruit(EngineerPile::Junior));
    assert_eq!(g.raw().seat(P0).hand_types(), (1, 1));
    assert_eq!(g.raw().seat(P0).credits, 80, "recruiting is free");
    let names = [
        "Oliver Hooker",
        "Diane Dyson",
        "Qian Tao",
        "Kathy Johnson",
        "Mark Faget",
    ];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    let g = pair().hand(P0, &ids).administration(None).unwrap();
    assert!(matches!(
        g.validate(P0, &Action::Recruit(EngineerPile::Junior)),
        Err(RuleError::ActionUnavailable { .. })
    ));
}

#[test]
fn dismissing_is_face_down_and_never_an_engineer_of_the_soc() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let mut g = pair()
        .hand(P0, &[a, b])
        .placed(P0, b, Slot::Soc)
        .administration(None)
        .unwrap();
    assert!(matches!(
        g.validate(P0, &Action::Dismiss(b)),
        Err(RuleError::CannotDismiss { .. })
    ));
    act(&mut g, P0, Action::Dismiss(a));
    assert!(g.raw().eng_piles[0].under.contains(&a));
    assert_eq!(g.raw().seat(P0).hand.len(), 1);
}

#[test]
fn static_fire_on_4_gains_a_die_once_per_turn_and_no_extra_dice() {
    let pad = [card(T::LiquidHydrogenPropulsion, 0), card(T::IonEngine, 0)];
    let mut g = pair()
        .pad(P0, &pad)
        .dice(P0, 1)
        .rolls(&[4])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert_eq!(g.raw().seat(P0).dice, 2);
    assert!(matches!(
        g.validate(P0, &Action::StaticFire),
        Err(RuleError::ActionUnavailable { .. })
    ));
    let mut g = pair()
        .pad(P0, &pad)
        .dice(P0, 1)
        .rolls(&[3])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert_eq!(
        g.raw().pending,
        Pending::DirectorTurn(P0),
        "no extra-die decision after a failure"
    );
    assert_eq!(g.raw().seat(P0).dice, 1);
    let g = pair().pad(P0, &pad[..1]).administration(None).unwrap();
    assert!(
        g.validate(P0, &Action::StaticFire).is_err(),
        "needs a First and an Upper Stage"
    );
    let mut g = pair()
        .pad(P0, &pad)
        .dice(P0, 3)
        .rolls(&[12])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert_eq!(g.raw().seat(P0).dice, 3, "at most 3 extra dice");
}

#[test]
fn a_launch_needs_a_complete_rocket_and_enough_soc_authority() {
    let p = eng("Patricia Jackson");
    let rocket = pedro_rocket();
    let g = pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &rocket[..3])
        .administration(None)
        .unwrap();
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Geo)),
        Err(RuleError::CannotLaunch { .. })
    ));
    let g = pair()
        .hand(P0, &[p])
        .pad(P0, &rocket)
        .administration(None)
        .unwrap();
    assert!(
        g.validate(P0, &Action::Launch(Destination::Geo)).is_err(),
        "nobody on the SOC"
    );
    let g = pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &rocket)
        .administration(None)
        .unwrap();
    assert!(g.validate(P0, &Action::Launch(Destination::Moon)).is_ok());
    assert!(
        g.validate(P0, &Action::Launch(Destination::Venus)).is_err(),
        "10.2 < 11.0"
    );
    assert!(g.validate(P0, &Action::Launch(Destination::Mars)).is_err());
}

#[test]
fn failed_launch_may_retry_with_extra_dice_without_another_action() {
    let p = eng("Patricia Jackson");
    let mut g = pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &pedro_rocket())
        .dice(P0, 1)
        .rolls(&[2, 6])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert!(matches!(g.raw().pending, Pending::ExtraDie { need: 5, .. }));
    act(&mut g, P0, Action::RollExtraDie);
    assert_eq!(g.raw().seat(P0).launches, 1);
    assert_eq!(
        g.raw().seat(P0).actions_left,
        1,
        "the retry was no extra action"
    );
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Geo)),
        Err(RuleError::CannotLaunch { .. })
    ));
}

#[test]
fn aborted_launch_leaves_the_rocket_whole() {
    let p = eng("Patricia Jackson");
    let mut g = pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &pedro_rocket())
        .rolls(&[4])
        .administration(None)
        .unwrap();
    let ev = act(&mut g, P0, Action::Launch(Destination::Moon));
    assert!(ev.iter().any(|e| matches!(e, Event::LaunchAborted { .. })));
    assert_eq!(g.raw().seat(P0).pad.len(), 5);
}

#[test]
fn reserve_overflow_after_a_launch_is_discarded_without_credits() {
    let p = eng("Patricia Jackson");
    let filler: Vec<u8> = (0..7).map(|k| card(T::Satellite, 0) + k).collect();
    let mut g = pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &pedro_rocket())
        .reserve(P0, &filler)
        .credits(P0, 0)
        .rolls(&[9])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert_eq!(g.raw().seat(P0).reserve.len(), 11);
    assert_eq!(g.raw().pending, Pending::Discard(P0));
    act(&mut g, P0, Action::Discard(filler[0]));
    act(&mut g, P0, Action::Discard(pedro_rocket()[4]));
    assert_eq!(g.raw().seat(P0).reserve.len(), 9);
    assert_eq!(g.raw().seat(P0).credits, 80, "only the launch's 80,000");
}

// ---------------------------------------------------------------------------
// Nation Interventions
// ---------------------------------------------------------------------------

#[test]
fn united_states_intervention_discards_an_rnd_card_from_a_chosen_reserve() {
    let rnd = card(T::BoosterX4, 0);
    let sat = card(T::Satellite, 0);
    let mut g = pair()
        .reserve(P1, &[rnd, sat])
        .rolls(&[6])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::NationIntervention);
    assert_eq!(g.raw().pending, Pending::InterventionTarget(P0));
    assert_eq!(g.legal_actions(P0), vec![Action::Target(P1)]);
    act(&mut g, P0, Action::Target(P1));
    assert_eq!(
        g.legal_actions(P0),
        vec![Action::Discard(rnd)],
        "only R&D cards"
    );
    act(&mut g, P0, Action::Discard(rnd));
    assert!(!reserve_has(&g, P1, rnd) && reserve_has(&g, P1, sat));
    assert!(g.raw().seat(P0).intervention_used);
}

#[test]
fn russian_intervention_discards_up_to_two_dice() {
    let mut g = two(Mission::M1, "Anatoliy Feoktistov", "Yelena Tereshkova")
        .dice(P1, 3)
        .rolls(&[9])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::NationIntervention);
    act(&mut g, P0, Action::Target(P1));
    assert_eq!(
        g.legal_actions(P0),
        vec![Action::RemoveDice(1), Action::RemoveDice(2)]
    );
    act(&mut g, P0, Action::RemoveDice(2));
    assert_eq!((g.raw().seat(P1).dice, g.raw().dice_reserve), (1, 9));
}

#[test]
fn chinese_intervention_discards_a_random_engineer_face_up() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let mut g = two(Mission::M1, "Fei Lihua", "Yelena Tereshkova")
        .hand(P1, &[a, b])
        .rolls(&[6])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::NationIntervention);
    let ev = act(&mut g, P0, Action::Target(P1));
    assert_eq!(g.raw().seat(P1).hand.len(), 1);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Dismissed {
            seat: P1,
            engineer: Some(_),
            ..
        }
    )));
}

#[test]
fn failed_intervention_is_spent_and_extra_dice_cannot_save_it() {
    let mut g = pair()
        .dice(P0, 2)
        .reserve(P1, &[card(T::BoosterX4, 0)])
        .rolls(&[5])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::NationIntervention);
    assert_eq!(g.raw().pending, Pending::DirectorTurn(P0));
    assert!(g.raw().seat(P0).intervention_used);
    assert!(g.validate(P0, &Action::NationIntervention).is_err());
}

#[test]
fn mission_5_and_solo_forbid_the_nation_intervention() {
    let g = two(Mission::M5, "Harper Tompkins", "Yelena Tereshkova")
        .administration(None)
        .unwrap();
    assert!(g.validate(P0, &Action::NationIntervention).is_err());
    let g = Scenario::new(&Config::new(1).with_mission(SoloMission::S1), 3)
        .administration(None)
        .unwrap();
    assert!(g.validate(P0, &Action::NationIntervention).is_err());
}

// ---------------------------------------------------------------------------
// Mission Directors
// ---------------------------------------------------------------------------

/// P0 holds Director `d` (P1 Yelena Tereshkova, or Andrew Wingfield if
/// `d` is Yelena) in the Administration phase.
fn director_game(d: &str, s: impl FnOnce(Scenario) -> Scenario) -> Apogee {
    let other = if d == "Yelena Tereshkova" {
        "Andrew Wingfield"
    } else {
        "Yelena Tereshkova"
    };
    s(two(Mission::M1, d, other)).administration(None).unwrap()
}

fn use_specialty(g: &mut Apogee) -> Vec<Event> {
    let p = g.to_act().first().unwrap();
    act(g, p, Action::DirectorSpecialty)
}

fn at_p0(g: &mut Apogee) {
    if g.to_act() != PlayerSet::only(P0) {
        act(g, P1, Action::Pass);
    }
    assert_eq!(g.to_act(), PlayerSet::only(P0));
}

#[test]
fn andrew_wingfield_receives_60000() {
    let mut g = director_game("Andrew Wingfield", |s| s.credits(P0, 0));
    at_p0(&mut g);
    use_specialty(&mut g);
    assert_eq!(g.raw().seat(P0).credits, 60);
    assert!(
        g.validate(P0, &Action::DirectorSpecialty).is_err(),
        "once per game"
    );
}

#[test]
fn harper_tompkins_keeps_the_first_stages_after_a_launch() {
    let p = eng("Patricia Jackson");
    let rocket = pedro_rocket();
    let mut g = director_game("Harper Tompkins", |s| {
        s.hand(P0, &[p])
            .placed(P0, p, Slot::Soc)
            .pad(P0, &rocket)
            .rolls(&[10])
    });
    use_specialty(&mut g);
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert!(pad_has(&g, P0, rocket[0]) && pad_has(&g, P0, rocket[1]));
    assert!(reserve_has(&g, P0, rocket[2]));
}

#[test]
fn liam_van_horn_sells_any_number_of_reserve_cards() {
    let cards = [card(T::Satellite, 0), card(T::Cargo, 0), card(T::Rover, 0)];
    let mut g = director_game("Liam Van Horn", |s| s.credits(P0, 0).reserve(P0, &cards));
    use_specialty(&mut g);
    act(&mut g, P0, Action::Sell(cards[0]));
    act(&mut g, P0, Action::Sell(cards[1]));
    act(&mut g, P0, Action::Pass);
    assert_eq!(g.raw().seat(P0).credits, 80);
    assert_eq!(g.raw().seat(P0).reserve.len(), 1);
    assert_eq!(
        g.raw().seat(P0).actions_left,
        1,
        "the sales were one action"
    );
}

#[test]
fn laura_grey_walter_builds_a_payload_for_free() {
    let (pl, fs) = (
        card(T::InterplanetaryVessel, 0),
        card(T::LiquidHydrogenPropulsion, 0),
    );
    let mut g = director_game("Laura Grey Walter", |s| {
        s.credits(P0, 0).reserve(P0, &[pl, fs])
    });
    use_specialty(&mut g);
    assert_eq!(g.legal_actions(P0), vec![Action::Build(pl)]);
    act(&mut g, P0, Action::Build(pl));
    assert!(pad_has(&g, P0, pl));
    assert_eq!(g.raw().seat(P0).credits, 0);
}

#[test]
fn ekaterina_vostochny_builds_a_nuclear_technology_for_free() {
    let (th, pn, lh) = (
        card(T::ThermalNuclearPropulsion, 0),
        card(T::PulsedNuclearPropulsion, 0),
        card(T::LiquidHydrogenPropulsion, 0),
    );
    let mut g = director_game("Ekaterina Vostochny", |s| {
        s.credits(P0, 0).reserve(P0, &[th, pn, lh])
    });
    at_p0(&mut g);
    use_specialty(&mut g);
    assert_eq!(
        g.legal_actions(P0),
        vec![Action::Build(pn), Action::Build(th)]
    );
    act(&mut g, P0, Action::Build(th));
    assert!(pad_has(&g, P0, th));
}

#[test]
fn yelena_tereshkova_acquires_a_river_card_and_the_river_refills() {
    let mut g = director_game("Yelena Tereshkova", |s| s);
    at_p0(&mut g);
    use_specialty(&mut g);
    let c = *g.raw().rivers[0].get(2).unwrap();
    act(&mut g, P0, Action::Pick(c));
    assert!(reserve_has(&g, P0, c));
    assert_eq!(g.raw().rivers[0].len(), 3);
}

#[test]
fn mikhail_korolev_draws_two_rnd_cards() {
    let mut g = director_game("Mikhail Korolev", |s| s);
    use_specialty(&mut g);
    assert_eq!(g.raw().seat(P0).reserve_of(TechType::Rnd).count(), 2);
}

#[test]
fn anatoliy_feoktistov_sells_a_built_technology_for_80000() {
    let pl = card(T::InterplanetaryVessel, 0);
    let mut g = director_game("Anatoliy Feoktistov", |s| s.credits(P0, 0).pad(P0, &[pl]));
    use_specialty(&mut g);
    act(&mut g, P0, Action::Sell(pl));
    assert_eq!(g.raw().seat(P0).credits, 80);
    assert!(
        g.raw().tech_piles[2].under.contains(&pl),
        "beneath its pile"
    );
}

#[test]
fn yang_jinmei_adds_2_to_the_thrust_this_turn() {
    let (pad, p) = (pedro_rocket(), eng("Patricia Jackson"));
    let mut g = director_game("Yang Jinmei", |s| {
        s.pad(P0, &pad).hand(P0, &[p]).placed(P0, p, Slot::Soc)
    });
    at_p0(&mut g);
    use_specialty(&mut g);
    assert_eq!(g.raw().rocket(P0).thrust, 26);
}

#[test]
fn shuguang_jun_lowers_the_soc_authority_needed_by_4() {
    let (pad, p) = (pedro_rocket(), eng("Patricia Jackson"));
    let mut g = director_game("Shuguang Jun", |s| {
        s.pad(P0, &pad).hand(P0, &[p]).placed(P0, p, Slot::Soc)
    });
    at_p0(&mut g);
    use_specialty(&mut g);
    assert_eq!(g.raw().soc_required(P0, Destination::Venus), 70);
}

#[test]
fn zhang_kang_dismisses_any_number_for_20000_each() {
    let (a, b, c) = (eng("Oliver Hooker"), eng("Diane Dyson"), eng("Qian Tao"));
    let mut g = director_game("Zhang Kang", |s| {
        s.credits(P0, 0)
            .hand(P0, &[a, b, c])
            .placed(P0, c, Slot::Soc)
    });
    use_specialty(&mut g);
    assert!(
        !g.legal_actions(P0).contains(&Action::Dismiss(c)),
        "not the SOC Engineer"
    );
    act(&mut g, P0, Action::Dismiss(a));
    act(&mut g, P0, Action::Dismiss(b));
    assert_eq!(g.raw().seat(P0).credits, 40);
    assert_eq!(g.raw().seat(P0).hand.len(), 1);
}

#[test]
fn fei_lihua_recruits_two_seniors_within_the_hand_limit() {
    let mut g = director_game("Fei Lihua", |s| s);
    use_specialty(&mut g);
    assert_eq!(g.raw().seat(P0).hand_types(), (0, 2));
    let names = ["Oliver Hooker", "Diane Dyson", "Qian Tao", "Kathy Johnson"];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    let mut g = director_game("Fei Lihua", |s| s.hand(P0, &ids));
    use_specialty(&mut g);
    assert_eq!(g.raw().seat(P0).hand.len(), 5);
}

#[test]
fn director_order_follows_authority_and_ties_keep_seat_order() {
    // Andrew Wingfield and Shuguang Jun both have Authority 5 (R7).
    let g = two(Mission::M1, "Shuguang Jun", "Andrew Wingfield")
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().order.as_slice(), &[P0, P1]);
    let g = two(Mission::M1, "Yang Jinmei", "Fei Lihua")
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().order.as_slice(), &[P1, P0]);
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

fn launcher(event: Option<BaseEvent>, s: impl FnOnce(Scenario) -> Scenario) -> Apogee {
    let p = eng("Patricia Jackson");
    s(pair()
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &pedro_rocket()))
    .administration(event.map(base))
    .unwrap()
}

#[test]
fn anti_nuclear_demonstration_forbids_launching_nuclear_stages_not_static_fires() {
    let th = card(T::ThermalNuclearPropulsion, 0);
    let rocket = [
        card(T::SolidRocketMotor, 0),
        card(T::SolidRocketMotor, 1),
        th,
        card(T::InterplanetaryVessel, 0),
    ];
    let p = eng("Patricia Jackson");
    let build = |e| {
        pair()
            .hand(P0, &[p])
            .placed(P0, p, Slot::Soc)
            .pad(P0, &rocket)
            .administration(e)
            .unwrap()
    };
    let g = build(Some(base(BaseEvent::AntiNuclearDemonstration)));
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Geo)),
        Err(RuleError::CannotLaunch { .. })
    ));
    assert!(g.validate(P0, &Action::StaticFire).is_ok());
    assert!(build(None)
        .validate(P0, &Action::Launch(Destination::Geo))
        .is_ok());
}

#[test]
fn economic_crisis_takes_40000_or_what_is_left() {
    let g = pair()
        .credits(P0, 100)
        .credits(P1, 20)
        .hand(P0, &[eng("Oliver Hooker")])
        .next_event(base(BaseEvent::EconomicCrisis))
        .planning()
        .unwrap();
    assert_eq!(
        (g.raw().seat(P0).credits, g.raw().seat(P1).credits),
        (60, 0)
    );
}

#[test]
fn timid_insurers_charge_60000_before_a_launch() {
    let mut g = launcher(Some(BaseEvent::TimidInsurers), |s| {
        s.credits(P0, 60).rolls(&[12])
    });
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert_eq!(g.raw().seat(P0).credits, 80, "60,000 paid, 80,000 earned");
    let g = launcher(Some(BaseEvent::TimidInsurers), |s| s.credits(P0, 40));
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Moon)),
        Err(RuleError::CannotLaunch { .. })
    ));
}

#[test]
fn engine_failure_destroys_all_liquid_stages_on_one_failed_roll() {
    let (l1, l2) = (
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::KeroseneLiquidPropulsion, 0),
    );
    let solid = card(T::SolidRocketMotor, 0);
    let o = eng("Oliver Hooker");
    let g = pair()
        .hand(P0, &[o])
        .pad(P0, &[l1, l2, solid])
        .rolls(&[4])
        .next_event(base(BaseEvent::EngineFailure))
        .planning()
        .unwrap();
    assert!(
        reserve_has(&g, P0, l1) && reserve_has(&g, P0, l2),
        "4 is not higher than 4"
    );
    assert!(pad_has(&g, P0, solid));
    let g = pair()
        .hand(P0, &[o])
        .pad(P0, &[l1, l2])
        .rolls(&[5])
        .next_event(base(BaseEvent::EngineFailure))
        .planning()
        .unwrap();
    assert!(
        pad_has(&g, P0, l1) && pad_has(&g, P0, l2),
        "a 5 repairs every engine"
    );
    let mut g = pair()
        .hand(P0, &[o])
        .pad(P0, &[l1])
        .dice(P0, 1)
        .rolls(&[1, 8])
        .next_event(base(BaseEvent::EngineFailure))
        .planning()
        .unwrap();
    assert!(matches!(
        g.raw().pending,
        Pending::ExtraDie { seat: P0, .. }
    ));
    act(&mut g, P0, Action::RollExtraDie);
    assert!(pad_has(&g, P0, l1));
}

#[test]
fn new_space_prices_soar_sells_for_60000() {
    let c = card(T::Satellite, 0);
    let mut g = pair()
        .credits(P0, 0)
        .reserve(P0, &[c])
        .administration(Some(base(BaseEvent::NewSpacePricesSoar)))
        .unwrap();
    act(&mut g, P0, Action::Sell(c));
    assert_eq!(g.raw().seat(P0).credits, 60);
}

#[test]
fn perfect_weather_adds_1_and_bad_weather_takes_2_from_launch_rolls() {
    let mut g = launcher(Some(BaseEvent::PerfectWeatherConditions), |s| s.rolls(&[4]));
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert_eq!(g.raw().seat(P0).launches, 1, "4 + 1 reaches the needed 5");
    let mut g = launcher(Some(BaseEvent::BadWeatherConditions), |s| s.rolls(&[6]));
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert_eq!(g.raw().seat(P0).launches, 0, "6 - 2 misses the needed 5");
}

#[test]
fn exceptional_aid_pays_40000_to_directors_with_their_specialty_unused() {
    let mut s = pair()
        .credits(P0, 0)
        .credits(P1, 0)
        .hand(P0, &[eng("Oliver Hooker")])
        .next_event(base(BaseEvent::ExceptionalAid));
    s.raw.seats[P1].specialty_used = true;
    let g = s.planning().unwrap();
    assert_eq!(
        (g.raw().seat(P0).credits, g.raw().seat(P1).credits),
        (40, 0)
    );
}

#[test]
fn new_patents_gives_each_director_an_rnd_card_unless_the_reserve_is_full() {
    let nine: Vec<u8> = (0..9).map(|k| card(T::Satellite, 0) + k).collect();
    let g = pair()
        .reserve(P1, &nine)
        .hand(P0, &[eng("Oliver Hooker")])
        .next_event(base(BaseEvent::NewPatents))
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).reserve_of(TechType::Rnd).count(), 1);
    assert_eq!(g.raw().seat(P1).reserve_of(TechType::Rnd).count(), 0);
}

#[test]
fn timid_investors_award_the_card_but_no_credits() {
    let fire = [card(T::LiquidHydrogenPropulsion, 0), card(T::IonEngine, 0)];
    let i = inv("Test Stand Inc.");
    let mut g = pair()
        .pad(P0, &fire)
        .credits(P0, 0)
        .investors(&[i])
        .rolls(&[6])
        .administration(Some(base(BaseEvent::TimidInvestors)))
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert!(g.raw().seat(P0).investors.contains(usize::from(i)));
    assert_eq!(g.raw().seat(P0).credits, 0);
}

#[test]
fn engineer_training_lowers_the_soc_authority_needed_by_2() {
    let g = pair()
        .administration(Some(base(BaseEvent::EngineerTraining)))
        .unwrap();
    assert_eq!(g.raw().soc_required(P0, Destination::Moon), 60);
    assert_eq!(g.raw().soc_required(P1, Destination::Titan), 180);
}

#[test]
fn supply_problem_forbids_static_fires_but_not_launches() {
    let g = launcher(Some(BaseEvent::SupplyProblem), |s| s);
    assert!(matches!(
        g.validate(P0, &Action::StaticFire),
        Err(RuleError::ActionUnavailable { .. })
    ));
    assert!(g.validate(P0, &Action::Launch(Destination::Moon)).is_ok());
}

#[test]
fn crucial_performance_test_makes_static_fires_need_6() {
    let mut g = launcher(Some(BaseEvent::CrucialPerformanceTest), |s| s.rolls(&[5]));
    act(&mut g, P0, Action::StaticFire);
    assert_eq!(g.raw().seat(P0).dice, 0);
    let mut g = launcher(Some(BaseEvent::CrucialPerformanceTest), |s| s.rolls(&[6]));
    act(&mut g, P0, Action::StaticFire);
    assert_eq!(g.raw().seat(P0).dice, 1);
}

#[test]
fn missed_call_for_tenders_cubesats_earn_nothing_this_turn() {
    let cs = card(T::CubeSat20, 0);
    let o = eng("Oliver Hooker");
    let mut g = pair()
        .hand(P0, &[o])
        .credits(P0, 0)
        .reserve(P0, &[cs])
        .next_event(base(BaseEvent::MissedCallForTenders))
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    let ev = act(&mut g, P0, Action::Build(cs));
    assert!(pad_has(&g, P0, cs));
    assert!(!ev.iter().any(|e| matches!(
        e,
        Event::Credits {
            seat: P0,
            why: Why::CubeSat,
            ..
        }
    )));
}

#[test]
fn space_debris_alert_grounds_solar_sails_and_conical_capsules() {
    let sail = card(T::SolarSail, 0);
    let g = launcher(Some(BaseEvent::SpaceDebrisAlert), |s| s.pad(P0, &[sail]));
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Moon)),
        Err(RuleError::CannotLaunch { .. })
    ));
    assert!(g.validate(P0, &Action::StaticFire).is_ok());
    let g = launcher(Some(BaseEvent::SpaceDebrisAlert), |s| s);
    assert!(g.validate(P0, &Action::Launch(Destination::Moon)).is_ok());
}

#[test]
fn salary_exemption_pays_60000_to_everyone_whatever_their_team() {
    let names = [
        "Oliver Hooker",
        "Diane Dyson",
        "Qian Tao",
        "Kathy Johnson",
        "Mark Faget",
    ];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    let g = pair()
        .credits(P0, 0)
        .credits(P1, 0)
        .hand(P0, &ids)
        .income(Some(base(BaseEvent::SalaryExemption)))
        .unwrap();
    assert_eq!(
        (g.raw().seat(P0).credits, g.raw().seat(P1).credits),
        (60, 60)
    );
}

#[test]
fn events_last_one_turn_and_after_twenty_the_game_goes_on_without() {
    let mut g = Apogee::new(
        &Config {
            turn_cap: 22,
            ..Config::new(2).with_mission(Mission::M4)
        },
        1,
    )
    .unwrap();
    let mut seen = std::collections::BTreeSet::new();
    while !g.is_finished() {
        if let Some(e) = g.raw().event {
            seen.insert(e);
        }
        if g.raw().turn > 20 {
            assert_eq!(g.raw().event, None, "no new Event after the 20th");
        }
        // Nobody does anything: Pass, place on no action, keep the first choice.
        let p = g.to_act().first().unwrap();
        let legal = g.legal_actions(p);
        let a = legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Pass | Action::Place(_, Slot::Idle)))
            .unwrap_or(legal[0]);
        act(&mut g, p, a);
    }
    assert_eq!(seen.len(), 20, "each Event once");
    assert_eq!(g.raw().turn, 22);
    assert!(g.raw().capped);
}

// ---------------------------------------------------------------------------
// Missions and the end of the game
// ---------------------------------------------------------------------------

/// P0 (Harper Tompkins) launches `rocket` to `dest` with Patricia Jackson and
/// Malvina Glushko on the SOC, rolling 12; P1 then passes.
fn mission_launch(
    mission: Mission,
    rocket: &[u8],
    dest: Destination,
    s: impl FnOnce(Scenario) -> Scenario,
) -> Apogee {
    let (p, m) = (eng("Patricia Jackson"), eng("Malvina Glushko"));
    let mut g = s(two(mission, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[p, m])
        .placed(P0, p, Slot::Soc)
        .placed(P0, m, Slot::Soc)
        .pad(P0, rocket)
        .rolls(&[12]))
    .administration(None)
    .unwrap();
    act(&mut g, P0, Action::Launch(dest));
    if g.raw().pending == Pending::DirectorTurn(P0) {
        act(&mut g, P0, Action::Pass);
    }
    if g.raw().pending == Pending::DirectorTurn(P1) {
        act(&mut g, P1, Action::Pass);
    }
    g
}

#[test]
fn mission_1_launch_to_geo_with_an_rnd_built_wins_at_the_end_of_the_turn() {
    let g = mission_launch(Mission::M1, &pedro_rocket(), Destination::Geo, |s| s);
    assert!(g.is_finished());
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
    let no_rnd = &pedro_rocket()[..4];
    let g = mission_launch(Mission::M1, no_rnd, Destination::Geo, |s| s);
    assert!(!g.is_finished(), "no R&D on the rocket");
    let g = mission_launch(Mission::M1, &pedro_rocket(), Destination::Moon, |s| s);
    assert!(!g.is_finished(), "the Moon is not GEO");
}

#[test]
fn mission_2_crewed_launch_to_geo_of_two_astronauts() {
    let g = mission_launch(Mission::M2, &pedro_rocket(), Destination::Geo, |s| s);
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
    let uncrewed = [
        pedro_rocket()[0],
        pedro_rocket()[1],
        pedro_rocket()[2],
        card(T::Satellite, 0),
    ];
    let g = mission_launch(Mission::M2, &uncrewed, Destination::Geo, |s| s);
    assert!(!g.is_finished());
}

#[test]
fn mission_3_the_third_investor_wins_at_once_alone() {
    let fire = [card(T::LiquidHydrogenPropulsion, 0), card(T::IonEngine, 0)];
    let mut s = two(Mission::M3, "Harper Tompkins", "Yelena Tereshkova")
        .pad(P0, &fire)
        .investors(&[inv("Test Stand Inc.")])
        .rolls(&[9]);
    for i in [inv("Hydra Bank"), inv("Helios Capital")] {
        s.raw.investor_pile.remove(usize::from(i));
        s.raw.seats[P0].investors.insert(usize::from(i));
    }
    let mut g = s.administration(None).unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert!(g.is_finished(), "immediately, mid-turn");
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
}

#[test]
fn mission_4_satellite_and_cargo_on_the_moon_without_rnd() {
    let rocket = [
        card(T::MethaneLiquidPropulsion, 0),
        card(T::MethaneLiquidPropulsion, 1),
        card(T::MethaneLiquidPropulsion, 2),
        card(T::CryogenicUpperStage, 0),
        card(T::Satellite, 0),
        card(T::Cargo, 0),
    ];
    let g = mission_launch(Mission::M4, &rocket, Destination::Moon, |s| s);
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
    let booster = card(T::BoosterX2, 0);
    let g = building(Mission::M4, &[], &[booster, card(T::Satellite, 1)]);
    assert!(matches!(
        g.validate(P0, &Action::Build(booster)),
        Err(RuleError::CannotBuild { .. })
    ));
}

#[test]
fn mission_5_two_crewed_flights_to_the_moon() {
    let g = mission_launch(Mission::M5, &pedro_rocket(), Destination::Moon, |s| s);
    assert!(!g.is_finished(), "one flight is not enough");
    assert_eq!(
        g.raw().seat(P0).qualifying[Destination::Moon.index()].crewed_launches,
        1
    );
    let g = mission_launch(Mission::M5, &pedro_rocket(), Destination::Moon, |s| {
        let crewed = Deposit {
            crewed_launches: 1,
            ..Deposit::ZERO
        };
        s.deposit(P0, Destination::Moon, crewed)
    });
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
}

#[test]
fn mission_6_cubesat_and_satellite_on_venus_with_rockets_under_160000() {
    let rocket = [
        card(T::MethaneLiquidPropulsion, 0),
        card(T::MethaneLiquidPropulsion, 1),
        card(T::CryogenicUpperStage, 0),
        card(T::Satellite, 0),
        card(T::CubeSat20, 0),
    ];
    let (p, m) = (eng("Patricia Jackson"), eng("Malvina Glushko"));
    let mut g = two(Mission::M6, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[p, m])
        .placed(P0, p, Slot::Soc)
        .placed(P0, m, Slot::Soc)
        .pad(P0, &rocket)
        .rolls(&[12])
        .administration(None)
        .unwrap();
    assert_eq!(g.raw().rocket(P0).cost, 120);
    act(&mut g, P0, Action::Launch(Destination::Venus));
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
    // The same deposit from a rocket costing 160,000 or more does not count.
    let dear = [
        rocket[0],
        rocket[1],
        card(T::ThermalNuclearPropulsion, 0),
        rocket[3],
        rocket[4],
        card(T::Rover, 0),
    ];
    let mut g = two(Mission::M6, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[p, m])
        .placed(P0, p, Slot::Soc)
        .placed(P0, m, Slot::Soc)
        .pad(P0, &dear)
        .rolls(&[12])
        .administration(None)
        .unwrap();
    assert!(g.raw().rocket(P0).cost >= 160);
    act(&mut g, P0, Action::Launch(Destination::Venus));
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert!(!g.is_finished());
    assert_eq!(
        g.raw().seat(P0).deposits[Destination::Venus.index()].satellites,
        1
    );
}

#[test]
fn mission_7_the_farthest_destination_at_the_end_of_turn_8_wins() {
    let s = two(Mission::M7, "Harper Tompkins", "Yelena Tereshkova")
        .deposit(P0, Destination::Moon, Deposit::ZERO)
        .deposit(P1, Destination::Venus, Deposit::ZERO);
    let mut g = s.administration(None).unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert!(!g.is_finished(), "judged at the end of turn 8 only");
    let s = two(Mission::M7, "Harper Tompkins", "Yelena Tereshkova")
        .deposit(P0, Destination::Venus, Deposit::ZERO)
        .deposit(P1, Destination::Venus, Deposit::ZERO);
    let mut raw = s.administration(None).unwrap().into_raw();
    raw.turn = 8;
    let mut g = Apogee::try_from(raw).unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert_eq!(
        g.outcome().unwrap().winners,
        PlayerSet::all(2),
        "both reached Venus"
    );
}

#[test]
fn mission_8_crewed_flight_to_mars_with_thrust_29() {
    let rocket = [
        card(T::MethaneLiquidPropulsion, 0),
        card(T::MethaneLiquidPropulsion, 1),
        card(T::MethaneLiquidPropulsion, 2),
        card(T::StorablePropellantStage, 0),
        card(T::SmallShuttle, 0),
    ];
    let g = mission_launch(Mission::M8, &rocket, Destination::Mars, |s| s);
    assert_eq!(g.raw().seat(P0).launches, 1);
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
    let weaker = [
        rocket[0],
        rocket[1],
        rocket[2],
        card(T::HypergolicUpperStage, 0),
        rocket[4],
    ];
    let g = mission_launch(Mission::M8, &weaker, Destination::Mars, |s| s);
    assert_eq!(g.raw().seat(P0).launches, 1);
    assert!(!g.is_finished(), "thrust 28: 29 is needed");
}

fn satellite_and_cargo() -> Deposit {
    Deposit {
        satellites: 1,
        cargos: 1,
        ..Deposit::ZERO
    }
}

fn deposits_win(mission: Mission, set: impl Fn(&mut [Deposit; 6])) -> bool {
    let mut s = two(mission, "Harper Tompkins", "Yelena Tereshkova");
    let mut made = [Deposit::ZERO; 6];
    set(&mut made);
    for d in Destination::ALL {
        if made[d.index()] != Deposit::ZERO {
            s = s.deposit(P0, d, made[d.index()]);
        }
    }
    let mut g = s.administration(None).unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    g.is_finished() && g.outcome().unwrap().winners == PlayerSet::only(P0)
}

#[test]
fn mission_9_cargo_and_five_astronauts_on_mars_and_no_nuclear_stages() {
    let mars = Destination::Mars.index();
    assert!(deposits_win(Mission::M9, |d| {
        d[mars].cargos = 1;
        d[mars].astronauts = 5;
    }));
    assert!(!deposits_win(Mission::M9, |d| d[mars].astronauts = 5));
    let th = card(T::ThermalNuclearPropulsion, 0);
    let g = building(Mission::M9, &[], &[th, card(T::Satellite, 0)]);
    assert!(matches!(
        g.validate(P0, &Action::Build(th)),
        Err(RuleError::CannotBuild { .. })
    ));
}

#[test]
fn mission_10_two_cubesats_a_satellite_and_a_cargo_on_europa() {
    let e = Destination::Europa.index();
    assert!(deposits_win(Mission::M10, |d| {
        d[e].cubesats = 2;
        d[e].satellites = 1;
        d[e].cargos = 1;
    }));
    assert!(!deposits_win(Mission::M10, |d| {
        d[e].cubesats = 1;
        d[e].satellites = 1;
        d[e].cargos = 1;
    }));
}

#[test]
fn mission_11_six_astronauts_on_titan_with_a_crewed_flight_card() {
    let t = Destination::Titan.index();
    assert!(deposits_win(Mission::M11, |d| {
        d[t].astronauts = 6;
        d[t].crewed_cards = 2;
    }));
    assert!(!deposits_win(Mission::M11, |d| d[t].astronauts = 6));
}

#[test]
fn mission_12_cargo_on_mars_astronauts_on_titan_and_europa_with_yield_2_6() {
    let (m, t, e) = (
        Destination::Mars.index(),
        Destination::Titan.index(),
        Destination::Europa.index(),
    );
    assert!(deposits_win(Mission::M12, |d| {
        d[m].cargos = 1;
        d[t].astronauts = 3;
        d[e].astronauts = 4;
    }));
    assert!(!deposits_win(Mission::M12, |d| {
        d[m].cargos = 1;
        d[t].astronauts = 3;
        d[e].astronauts = 3;
    }));
    // Pedro's rocket has a yield of 1.6: forbidden in Mission 12.
    let p = eng("Patricia Jackson");
    let g = two(Mission::M12, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[p])
        .placed(P0, p, Slot::Soc)
        .pad(P0, &pedro_rocket())
        .administration(None)
        .unwrap();
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Geo)),
        Err(RuleError::CannotLaunch { .. })
    ));
}

#[test]
fn everyone_who_fulfils_the_mission_in_the_last_turn_wins() {
    let mut s = two(Mission::M4, "Harper Tompkins", "Yelena Tereshkova");
    for p in [P0, P1] {
        s = s.deposit(p, Destination::Moon, satellite_and_cargo());
    }
    let mut g = s.administration(None).unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, PlayerSet::all(2));
    assert!(!o.capped);
}

#[test]
fn single_winner_variant_lowest_team_and_director_authority_wins() {
    let cfg = Config {
        single_winner: true,
        ..Config::new(2).with_mission(Mission::M4)
    };
    let mut s = Scenario::new(&cfg, 3)
        .director(P0, dir("Harper Tompkins"))
        .director(P1, dir("Yelena Tereshkova"));
    for p in [P0, P1] {
        s = s.deposit(p, Destination::Moon, satellite_and_cargo());
    }
    // P0: 8 + 0.4 = 8.4; P1: 6 + 12.0 = 18.0.
    let s = s
        .hand(P0, &[eng("Irina Kemurdzhian")])
        .hand(P1, &[eng("Pahal Chawla")]);
    let mut g = s.administration(None).unwrap();
    act(&mut g, P0, Action::Pass);
    act(&mut g, P1, Action::Pass);
    assert_eq!(g.outcome().unwrap().winners, PlayerSet::only(P0));
}

#[test]
fn turn_cap_ends_the_game_with_no_winner() {
    let cfg = Config {
        turn_cap: 1,
        ..Config::new(2).with_mission(Mission::M11)
    };
    let mut g = Scenario::new(&cfg, 3).administration(None).unwrap();
    for _ in 0..2 {
        let p = g.to_act().first().unwrap();
        act(&mut g, p, Action::Pass);
    }
    let o = g.outcome().unwrap();
    assert!(o.capped && o.winners.is_empty());
    assert!(g.decision_bound() >= 2 * 2 + 400);
}

// ---------------------------------------------------------------------------
// Investors
// ---------------------------------------------------------------------------

#[test]
fn investor_acquire_objective_pays_the_first_to_acquire_the_technology() {
    let c = eng("Carlotta Pelterie");
    let ion = card(T::IonEngine, 0);
    let helios = inv("Helios Capital");
    let (mut g, _) = specialty(
        pair()
            .credits(P0, 0)
            .river(RiverLine::UpperStage, &[ion])
            .investors(&[helios]),
        c,
    );
    act(&mut g, P0, Action::Pick(ion));
    assert!(g.raw().seat(P0).investors.contains(usize::from(helios)));
    assert_eq!(
        g.raw().seat(P0).credits,
        40 + 40,
        "Helios Capital's 40,000 and the quarter"
    );
    assert_eq!(
        g.raw().investor_river.len(),
        2,
        "a new Investor is revealed"
    );
    assert!(
        !g.raw().investor_river.contains(&helios),
        "fulfilled only once"
    );
}

#[test]
fn investor_build_objective_counts_any_way_of_building() {
    let lh = card(T::LiquidHydrogenPropulsion, 0);
    let hydra = inv("Hydra Bank");
    let o = eng("Oliver Hooker");
    let mut g = pair()
        .hand(P0, &[o])
        .reserve(P0, &[lh])
        .investors(&[hydra])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    act(&mut g, P0, Action::Build(lh));
    assert!(g.raw().seat(P0).investors.contains(usize::from(hydra)));
    // By a Specialty too: Laura Grey Walter's free Payload build.
    let shuttle = card(T::SmallShuttle, 0);
    let sky = inv("Skyward Holdings");
    let mut g = two(Mission::M1, "Laura Grey Walter", "Yelena Tereshkova")
        .reserve(P0, &[shuttle])
        .investors(&[sky])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::DirectorSpecialty);
    act(&mut g, P0, Action::Build(shuttle));
    assert!(g.raw().seat(P0).investors.contains(usize::from(sky)));
}

#[test]
fn investor_static_fire_objective_checks_its_condition() {
    let one = [card(T::LiquidHydrogenPropulsion, 0), card(T::IonEngine, 0)];
    let twin = inv("Twin Engines Ltd.");
    let mut g = pair()
        .pad(P0, &one)
        .investors(&[twin])
        .rolls(&[10])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert!(
        g.raw().seat(P0).investors.is_empty(),
        "Twin Engines wants 2 First Stages"
    );
    let two_fs = [one[0], one[1], card(T::LiquidHydrogenPropulsion, 1)];
    let mut g = pair()
        .pad(P0, &two_fs)
        .investors(&[twin])
        .rolls(&[10])
        .administration(None)
        .unwrap();
    act(&mut g, P0, Action::StaticFire);
    assert!(g.raw().seat(P0).investors.contains(usize::from(twin)));
}

#[test]
fn investor_launch_objective_pays_on_a_successful_launch() {
    let lunar = inv("Lunar Estates");
    let mut g = launcher(None, |s| s.credits(P0, 0).investors(&[lunar]).rolls(&[11]));
    act(&mut g, P0, Action::Launch(Destination::Moon));
    assert!(g.raw().seat(P0).investors.contains(usize::from(lunar)));
    assert_eq!(g.raw().seat(P0).credits, 80 + 80);
}

#[test]
fn investors_only_count_objectives_met_after_they_are_revealed() {
    // Acquire an Ion Engine while Helios Capital is still in the pile.
    let c = eng("Carlotta Pelterie");
    let ion = card(T::IonEngine, 0);
    let helios = inv("Helios Capital");
    let (mut g, _) = specialty(
        pair()
            .river(RiverLine::UpperStage, &[ion])
            .investors(&[inv("Geo Telecom"), inv("Hydra Bank")]),
        c,
    );
    act(&mut g, P0, Action::Pick(ion));
    assert!(!g.raw().seat(P0).investors.contains(usize::from(helios)));
    assert!(g.raw().investor_pile.contains(usize::from(helios)));
}

// ---------------------------------------------------------------------------
// Solo mode
// ---------------------------------------------------------------------------

fn solo(m: SoloMission) -> Scenario {
    Scenario::new(&Config::new(1).with_mission(m), 21).director(P0, dir("Harper Tompkins"))
}

/// A Solo Mission whose pile holds Solo Event `e`.
fn solo_with(e: SoloEvent) -> Scenario {
    let m = SoloMission::ALL
        .iter()
        .copied()
        .find(|m| m.events().contains(&e))
        .unwrap();
    solo(m).next_event(EventCard::Solo(e))
}

#[test]
fn solo_event_pile_alternates_the_listed_solo_events_with_base_events() {
    let g = Apogee::new(&Config::new(1).with_mission(SoloMission::S5), 2).unwrap();
    let deck: Vec<EventCard> = g.raw().event_deck.iter().rev().copied().collect();
    assert_eq!(deck.len(), 10, "as many cards as turns");
    let solos: Vec<EventCard> = deck.iter().step_by(2).copied().collect();
    let expected: Vec<EventCard> = SoloMission::S5
        .events()
        .iter()
        .map(|&e| EventCard::Solo(e))
        .collect();
    assert_eq!(solos, expected, "top first, in the printed order");
    assert!(
        deck.iter()
            .skip(1)
            .step_by(2)
            .all(|e| matches!(e, EventCard::Base(_))),
        "the bottom card is a base Event"
    );
}

#[test]
fn solo_start_up_forbids_recruiting_seniors_for_the_rest_of_the_game() {
    let g = solo_with(SoloEvent::StartUp).planning().unwrap();
    let raw = g.into_raw();
    let g = Scenario { raw }.administration(None).unwrap();
    assert!(g
        .validate(P0, &Action::Recruit(EngineerPile::Senior))
        .is_err());
    assert!(g
        .validate(P0, &Action::Recruit(EngineerPile::Junior))
        .is_ok());
}

#[test]
fn solo_incompetence_forbids_the_director_specialty() {
    let g = solo_with(SoloEvent::Incompetence).planning().unwrap();
    let g = Scenario { raw: g.into_raw() }.administration(None).unwrap();
    assert!(g.validate(P0, &Action::DirectorSpecialty).is_err());
}

#[test]
fn solo_internal_ethics_policy_forbids_building_nuclear() {
    let th = card(T::ThermalNuclearPropulsion, 0);
    let sat = card(T::Satellite, 0);
    let o = eng("Oliver Hooker");
    let mut g = solo_with(SoloEvent::InternalEthicsPolicy)
        .hand(P0, &[o])
        .reserve(P0, &[th, sat])
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    assert_eq!(g.legal_actions(P0), vec![Action::Build(sat)]);
}

#[test]
fn solo_technological_delay_forbids_the_single_stage_orbital_launcher() {
    let ss = card(T::SingleStageOrbitalLauncher, 0);
    let sat = card(T::Satellite, 0);
    let o = eng("Oliver Hooker");
    let mut g = solo_with(SoloEvent::TechnologicalDelay)
        .hand(P0, &[o])
        .credits(P0, 200)
        .reserve(P0, &[ss, sat])
        .planning()
        .unwrap();
    place(&mut g, P0, &[(o, Slot::Construction)]);
    assert_eq!(g.legal_actions(P0), vec![Action::Build(sat)]);
}

#[test]
fn solo_power_evaluation_rewards_20_thrust_or_takes_a_die() {
    let strong = [
        card(T::PulsedNuclearPropulsion, 0),
        card(T::PulsedNuclearPropulsion, 1),
    ];
    let o = eng("Oliver Hooker");
    let g = solo_with(SoloEvent::PowerEvaluation)
        .credits(P0, 0)
        .hand(P0, &[o])
        .pad(P0, &strong)
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).credits, 60);
    let g = solo_with(SoloEvent::PowerEvaluation)
        .hand(P0, &[o])
        .dice(P0, 2)
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).dice, 1);
}

#[test]
fn solo_construction_delay_discards_an_engineer_without_a_build_of_each_type() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let mut g = solo_with(SoloEvent::ConstructionDelay)
        .hand(P0, &[a, b])
        .planning()
        .unwrap();
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 1, .. }));
    act(&mut g, P0, Action::Dismiss(b));
    assert_eq!(g.raw().seat(P0).hand.len(), 1);
    let mut s = solo_with(SoloEvent::ConstructionDelay).hand(P0, &[a, b]);
    s.raw.seats[P0].built_types = 0b1111;
    let g = s.planning().unwrap();
    assert_eq!(g.raw().stage, Stage::Placement);
}

#[test]
fn solo_all_risk_engineers_gives_a_die_for_a_team_of_30() {
    let team = [
        eng("Pahal Chawla"),
        eng("Rhea Ostrander"),
        eng("Utto Küchemann"),
    ];
    let g = solo_with(SoloEvent::AllRiskEngineers)
        .hand(P0, &team)
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).dice, 1);
    let g = solo_with(SoloEvent::AllRiskEngineers)
        .hand(P0, &team[..2])
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).dice, 0);
}

#[test]
fn solo_behind_schedule_charges_40000_below_two_investors() {
    let g = solo_with(SoloEvent::BehindSchedule)
        .credits(P0, 100)
        .hand(P0, &[eng("Qian Tao")])
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).credits, 60);
    let g = solo_with(SoloEvent::BehindSchedule)
        .credits(P0, 20)
        .hand(P0, &[eng("Qian Tao")])
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).credits, 0, "only the 20,000 left");
}

#[test]
fn solo_hiring_bonus_charges_small_teams_and_rewards_large_ones() {
    let ids: Vec<u8> = ["Oliver Hooker", "Diane Dyson", "Qian Tao", "Kathy Johnson"]
        .iter()
        .map(|n| eng(n))
        .collect();
    for (n, expected) in [(2, 60), (3, 100), (4, 140)] {
        let g = solo_with(SoloEvent::HiringBonus)
            .credits(P0, 100)
            .hand(P0, &ids[..n])
            .planning()
            .unwrap();
        assert_eq!(g.raw().seat(P0).credits, expected, "{n} Engineers");
    }
}

#[test]
fn solo_human_resources_adds_a_senior_when_poor_and_discards_when_rich() {
    let a = eng("Oliver Hooker");
    let g = solo_with(SoloEvent::HumanResources)
        .credits(P0, 40)
        .hand(P0, &[a])
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).hand_types(), (1, 1));
    let g = solo_with(SoloEvent::HumanResources)
        .credits(P0, 120)
        .hand(P0, &[a])
        .planning()
        .unwrap();
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 1, .. }));
    let g = solo_with(SoloEvent::HumanResources)
        .credits(P0, 80)
        .hand(P0, &[a])
        .planning()
        .unwrap();
    assert_eq!(g.raw().stage, Stage::Placement);
}

#[test]
fn solo_when_boredom_sets_in_discards_two_engineers_without_a_launch() {
    let ids = [eng("Oliver Hooker"), eng("Diane Dyson"), eng("Qian Tao")];
    let g = solo_with(SoloEvent::WhenBoredomSetsIn)
        .hand(P0, &ids)
        .planning()
        .unwrap();
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 2, .. }));
    let g = solo_with(SoloEvent::WhenBoredomSetsIn)
        .hand(P0, &ids[..1])
        .planning()
        .unwrap();
    assert!(
        matches!(g.raw().pending, Pending::Dismiss { left: 1, .. }),
        "only one to discard"
    );
    let s = solo_with(SoloEvent::WhenBoredomSetsIn)
        .hand(P0, &ids)
        .deposit(P0, Destination::Geo, Deposit::ZERO);
    assert_eq!(s.planning().unwrap().raw().stage, Stage::Placement);
}

#[test]
fn solo_loss_of_invested_funds_pays_40000_on_4_or_less_extra_dice_allowed() {
    let a = eng("Qian Tao");
    let g = solo_with(SoloEvent::LossOfYourInvestedFunds)
        .credits(P0, 100)
        .hand(P0, &[a])
        .rolls(&[4])
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).credits, 60);
    let mut g = solo_with(SoloEvent::LossOfYourInvestedFunds)
        .credits(P0, 100)
        .dice(P0, 1)
        .hand(P0, &[a])
        .rolls(&[3, 5])
        .planning()
        .unwrap();
    act(&mut g, P0, Action::RollExtraDie);
    assert_eq!(g.raw().seat(P0).credits, 100);
}

#[test]
fn solo_adapting_to_launch_adds_a_satellite_on_mars_or_costs_40000() {
    let a = eng("Qian Tao");
    let g = solo_with(SoloEvent::AdaptingToLaunch)
        .credits(P0, 100)
        .hand(P0, &[a])
        .rolls(&[6])
        .planning()
        .unwrap();
    assert_eq!((g.raw().solo_extra, g.raw().seat(P0).credits), (1, 100));
    let g = solo_with(SoloEvent::AdaptingToLaunch)
        .credits(P0, 100)
        .hand(P0, &[a])
        .rolls(&[7])
        .planning()
        .unwrap();
    assert_eq!((g.raw().solo_extra, g.raw().seat(P0).credits), (0, 60));
}

#[test]
fn solo_new_mission_adds_a_cargo_on_titan_or_costs_60000() {
    let a = eng("Qian Tao");
    let g = solo_with(SoloEvent::NewMission)
        .credits(P0, 100)
        .hand(P0, &[a])
        .rolls(&[9])
        .planning()
        .unwrap();
    assert_eq!(g.raw().solo_extra, 2);
    let g = solo_with(SoloEvent::NewMission)
        .credits(P0, 100)
        .hand(P0, &[a])
        .rolls(&[10])
        .planning()
        .unwrap();
    assert_eq!((g.raw().solo_extra, g.raw().seat(P0).credits), (0, 40));
}

/// Ends the current Administration of a solo game and reports the outcome.
fn end_solo_turn(mut g: Apogee) -> Apogee {
    let turn = g.raw().turn;
    while g.raw().stage == Stage::Administration && g.raw().turn == turn {
        act(&mut g, P0, Action::Pass);
    }
    g
}

#[test]
fn solo_missions_objectives() {
    use Destination as D;
    let z = Deposit::ZERO;
    let check = |m: SoloMission, credits: u16, made: &[(D, Deposit)]| -> bool {
        let mut s = solo(m).credits(P0, credits);
        for &(d, dep) in made {
            s = s.deposit(P0, d, dep);
        }
        let g = end_solo_turn(s.administration(None).unwrap());
        g.is_finished() && g.outcome().unwrap().winners == PlayerSet::only(P0)
    };
    assert!(check(SoloMission::S1, 420, &[(D::Geo, z)]));
    assert!(!check(SoloMission::S1, 80, &[(D::Geo, z)]));
    // Mission 2: 4 Investors won and 320,000.
    let mut s = solo(SoloMission::S2).credits(P0, 320).investors(&[]);
    for i in 0..4usize {
        s.raw.investor_pile.remove(i);
        s.raw.seats[P0].investors.insert(i);
    }
    let g = end_solo_turn(s.administration(None).unwrap());
    assert_eq!(g.outcome().map(|o| o.winners), Some(PlayerSet::only(P0)));
    let moon = Deposit {
        astronauts: 6,
        cargos: 1,
        ..z
    };
    assert!(check(SoloMission::S3, 80, &[(D::Moon, moon)]));
    let mars = Deposit {
        cubesats: 4,
        rovers: 1,
        ..z
    };
    assert!(check(SoloMission::S5, 80, &[(D::Mars, mars)]));
    let crew = |astronauts| Deposit { astronauts, ..z };
    assert!(check(
        SoloMission::S6,
        80,
        &[(D::Europa, crew(3)), (D::Titan, crew(4))]
    ));
    // Mission 4: 2 launches to Venus and a team of Authority 42.
    let team = [
        eng("Pahal Chawla"),
        eng("Rhea Ostrander"),
        eng("Sofia Kibalchich"),
        eng("Utto Küchemann"),
    ];
    let s = solo(SoloMission::S4)
        .hand(P0, &team)
        .deposit(P0, D::Venus, Deposit::ZERO)
        .deposit(P0, D::Venus, Deposit::ZERO);
    let g = end_solo_turn(s.administration(None).unwrap());
    assert_eq!(g.outcome().map(|o| o.winners), Some(PlayerSet::only(P0)));
}

#[test]
fn solo_mission_changes_add_to_the_objective() {
    use Destination as D;
    let mars = Deposit {
        cubesats: 4,
        rovers: 1,
        ..Deposit::ZERO
    };
    let mut s = solo(SoloMission::S5).deposit(P0, D::Mars, mars);
    // Solo Event 13, Adapting to Launch, was revealed and changed the Mission.
    let adapting = EventCard::Solo(SoloEvent::AdaptingToLaunch);
    s.raw.event_deck.retain(|&c| c != adapting);
    s.raw.events_seen.insert(usize::from(adapting.id()));
    s.raw.solo_extra = 1;
    let g = end_solo_turn(s.administration(None).unwrap());
    assert!(!g.is_finished(), "the Satellite on Mars is now needed");
    assert_eq!(g.raw().turn, 2);
}

#[test]
fn solo_is_lost_when_the_last_turn_ends_unfulfilled() {
    let mut s = solo(SoloMission::S1);
    s.raw.turn = 6;
    let mut raw = s.administration(None).unwrap().into_raw();
    raw.turn = 6;
    let g = end_solo_turn(Apogee::try_from(raw).unwrap());
    let o = g.outcome().unwrap();
    assert!(o.winners.is_empty() && !o.capped);
    assert_eq!(g.raw().config.last_turn(), 6);
}

// ---------------------------------------------------------------------------
// Hidden information, serde, robustness
// ---------------------------------------------------------------------------

#[test]
fn hands_are_secret_but_their_junior_senior_profile_is_public() {
    let (a, b) = (eng("Oliver Hooker"), eng("Pahal Chawla"));
    let g = pair()
        .hand(P0, &[a, b])
        .next_event(supply())
        .planning()
        .unwrap();
    let theirs = g.observe(Viewer::Seat(P1));
    assert!(theirs.seats[P0].known_hand.is_empty());
    assert_eq!((theirs.seats[P0].juniors, theirs.seats[P0].seniors), (1, 1));
    let mine = g.observe(Viewer::Seat(P0));
    assert_eq!(mine.seats[P0].known_hand.len(), 2);
    assert!(g.observe(Viewer::Spectator).seats[P0].known_hand.is_empty());
}

#[test]
fn revealed_engineers_stay_known_until_a_face_down_dismissal_of_their_profile() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let mut g = pair()
        .hand(P0, &[a, b])
        .placed(P0, a, Slot::Rnd)
        .administration(None)
        .unwrap();
    assert!(g.observe(Viewer::Seat(P1)).seats[P0]
        .known_hand
        .contains(usize::from(a)));
    // Dismissing the hidden idle Junior: nobody can tell which Junior left...
    act(&mut g, P0, Action::Dismiss(b));
    // ...but Oliver Hooker lies face up on the R&D action: still known.
    assert!(g.observe(Viewer::Seat(P1)).seats[P0]
        .known_hand
        .contains(usize::from(a)));
    let under = g.observe(Viewer::Seat(P1)).eng_piles[0].under;
    assert_eq!(
        under.get(0),
        Some(None),
        "P1 does not know which card went beneath the pile"
    );
    assert_eq!(
        g.observe(Viewer::Seat(P0)).eng_piles[0].under.get(0),
        Some(Some(b))
    );
}

#[test]
fn drawn_rnd_cards_are_seen_by_their_drawer_only() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let mut g = pair()
        .hand(P0, &[a, b])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(a, Slot::Rnd), (b, Slot::Rnd)]);
    assert_eq!(g.raw().pending, Pending::KeepRnd(P0));
    assert_eq!(g.observe(Viewer::Seat(P0)).my_drawn.len(), 2);
    assert!(g.observe(Viewer::Seat(P1)).my_drawn.is_empty());
    assert_eq!(g.observe(Viewer::Seat(P1)).seats[P0].drawn, 2);
}

#[test]
fn action_texts_are_readable_and_parse_back() {
    let a = Action::Build(card(T::ThermalNuclearPropulsion, 0));
    assert_eq!(
        a.to_string(),
        format!(
            "build {} (Thermal Nuclear Propulsion)",
            card(T::ThermalNuclearPropulsion, 0)
        )
    );
    for text in [
        "launch to moon",
        "static fire",
        "pass",
        "recruit a senior",
        "remove 2 dice",
        "target P1",
    ] {
        let a: Action = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
    }
    assert!("launch to pluto".parse::<Action>().is_err());
}

// ---------------------------------------------------------------------------
// Rulings and card design
// ---------------------------------------------------------------------------

#[test]
fn director_specialty_is_offered_only_when_it_can_act() {
    let g = director_game("Laura Grey Walter", |s| {
        s.reserve(P0, &[card(T::Cargo, 0)]).reserve(P0, &[])
    });
    assert!(g.legal_actions(P0).contains(&Action::DirectorSpecialty));
    let g = director_game("Laura Grey Walter", |s| {
        s.reserve(P0, &[card(T::LiquidHydrogenPropulsion, 0)])
    });
    assert!(
        !g.legal_actions(P0).contains(&Action::DirectorSpecialty),
        "no Payload to build"
    );
}

#[test]
fn engineer_specialty_with_nothing_to_act_on_is_resolved_without_a_roll() {
    let (_, ev) = specialty(
        pair().reserve(P0, &[card(T::Rover, 0)]).rolls(&[12]),
        eng("Florentina Coandă"),
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::SpecialtyResolved { .. })));
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Rolled { .. })),
        "no 20,000 card: no roll"
    );
}

#[test]
fn every_mission_is_achievable_with_the_designed_cards() {
    // A crewed rocket of yield 2.6: Pulsed Laser x2 with a Heavy Version,
    // an Ion Engine, an Interplanetary Vessel and an Extra Seat (5 astronauts).
    let crewed = [
        card(T::PulsedLaserPropulsion, 0),
        card(T::PulsedLaserPropulsion, 1),
        card(T::HeavyVersion, 0),
        card(T::IonEngine, 0),
        card(T::InterplanetaryVessel, 0),
        card(T::ExtraSeat, 0),
    ];
    let (pahal, felipe) = (eng("Pahal Chawla"), eng("Felipe de la Cierva"));
    let g = two(Mission::M12, "Harper Tompkins", "Yelena Tereshkova")
        .hand(P0, &[pahal, felipe])
        .placed(P0, pahal, Slot::Soc)
        .placed(P0, felipe, Slot::Soc)
        .pad(P0, &crewed)
        .administration(None)
        .unwrap();
    let r = g.raw().rocket(P0);
    assert_eq!(
        (r.thrust, r.mass, r.yield_tenths, r.astronauts),
        (50, 16, Some(26), 5)
    );
    for d in [Destination::Mars, Destination::Europa, Destination::Titan] {
        assert!(g.validate(P0, &Action::Launch(d)).is_ok(), "{d:?}");
    }
    // A Cargo rocket of yield 2.6 for Mars (Missions 9 and 12: no Nuclear).
    let cargo = [
        crewed[0],
        crewed[1],
        crewed[2],
        crewed[3],
        card(T::Cargo, 0),
    ];
    let g = two(Mission::M12, "Harper Tompkins", "Yelena Tereshkova")
        .pad(P0, &cargo)
        .administration(None)
        .unwrap();
    assert!(g.raw().rocket(P0).yield_tenths >= Some(26));
    // Two CubeSats, a Satellite and a Cargo reach Europa in one launch.
    let europa = [
        crewed[0],
        crewed[1],
        crewed[2],
        crewed[3],
        card(T::Satellite, 0),
        card(T::Cargo, 0),
        card(T::CubeSat20, 0),
        card(T::CubeSat20, 1),
    ];
    let g = pair()
        .hand(P0, &[pahal, felipe])
        .placed(P0, pahal, Slot::Soc)
        .placed(P0, felipe, Slot::Soc)
        .pad(P0, &europa)
        .administration(None)
        .unwrap();
    assert!(g.validate(P0, &Action::Launch(Destination::Europa)).is_ok());
}

#[test]
fn a_whole_turn_specialty_outlives_its_dismissed_engineer() {
    let k = eng("Kathy Johnson");
    let pad = [card(T::SolidRocketMotor, 0)];
    let (mut g, _) = specialty(pair().pad(P0, &pad), k);
    act(&mut g, P0, Action::Dismiss(k));
    assert_eq!(g.raw().rocket(P0).thrust, 8, "the +2 lasts the whole turn");
}

// ---------------------------------------------------------------------------
// Rule fixes and rulings of an independent read of the rulebook
// ---------------------------------------------------------------------------

/// Pulsed Laser ×2 with a Heavy Version, an Ion Engine and a Space Probe:
/// thrust 42, mass 11, a complete rocket for any nearby destination.
fn laser_rocket() -> [u8; 5] {
    [
        card(T::PulsedLaserPropulsion, 0),
        card(T::PulsedLaserPropulsion, 1),
        card(T::HeavyVersion, 0),
        card(T::IonEngine, 0),
        card(T::SpaceProbe, 0),
    ]
}

#[test]
fn a_launch_needs_an_engineer_on_the_soc_even_when_reductions_leave_no_authority_to_find() {
    // Shuguang Jun's Specialty (−4.0) brings GEO's 4.0 to nothing; P0's only
    // Engineer stays idle.
    let irina = eng("Irina Kemurdzhian");
    let scenario = |on_soc: bool| {
        let mut s = Scenario::new(&Config::new(2).with_mission(Mission::M2), 9)
            .director(P0, dir("Shuguang Jun"))
            .director(P1, dir("Yang Jinmei"))
            .hand(P0, &[irina])
            .pad(P0, &laser_rocket());
        if on_soc {
            s = s.placed(P0, irina, Slot::Soc);
        }
        s.raw.seats[P0].specialty_used = true;
        s.raw.seats[P0].director_active = true;
        s.administration(None).unwrap()
    };
    let g = scenario(false);
    assert_eq!(g.raw().soc_required(P0, Destination::Geo), 0);
    assert!(!g
        .legal_actions(P0)
        .contains(&Action::Launch(Destination::Geo)));
    assert!(matches!(
        g.validate(P0, &Action::Launch(Destination::Geo)),
        Err(RuleError::CannotLaunch {
            destination: Destination::Geo,
            ..
        })
    ));
    // With the Engineer on the SOC the same launch is possible.
    let g = scenario(true);
    assert!(g
        .legal_actions(P0)
        .contains(&Action::Launch(Destination::Geo)));

    // Engineer Training (−2.0) and Sofia Kibalchich (−2.0) do the same.
    let sofia = eng("Sofia Kibalchich");
    let mut g = pair()
        .hand(P0, &[sofia])
        .pad(P0, &laser_rocket())
        .next_event(base(BaseEvent::EngineerTraining))
        .planning()
        .unwrap();
    place(&mut g, P0, &[(sofia, Slot::Specialty)]);
    assert_eq!(g.raw().pending, Pending::DirectorTurn(P0));
    assert_eq!(g.raw().soc_required(P0, Destination::Geo), 0);
    assert!(!g
        .legal_actions(P0)
        .contains(&Action::Launch(Destination::Geo)));
}

#[test]
fn single_stage_orbital_launcher_is_a_first_and_an_upper_stage_for_every_rule() {
    let ssol = card(T::SingleStageOrbitalLauncher, 0);
    // Built by a Construction, it counts as both stage types.
    let e = eng("Oliver Hooker");
    let mut g = pair()
        .credits(P0, 100)
        .hand(P0, &[e])
        .reserve(P0, &[ssol])
        .next_event(supply())
        .planning()
        .unwrap();
    place(&mut g, P0, &[(e, Slot::Construction)]);
    act(&mut g, P0, Action::Build(ssol));
    let first_and_upper = 1 << TechType::FirstStage as u8 | 1 << TechType::UpperStage as u8;
    assert_eq!(g.raw().seat(P0).built_types, first_and_upper);
    let r = g.raw().rocket(P0);
    assert_eq!((r.first_stages, r.upper_stages), (1, 1));
    assert!(r.fire_ready());
    // Solo Event 06 (Construction Delay): "at least 1 Technology per stage
    // (R&D included)" is met by the launcher, a Payload and an R&D.
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    let g = solo_with(SoloEvent::ConstructionDelay)
        .hand(P0, &[a, b])
        .pad(P0, &[ssol, card(T::Satellite, 0), card(T::BoosterX4, 0)])
        .planning()
        .unwrap();
    assert_eq!(g.raw().stage, Stage::Placement, "nobody is dismissed");
}

#[test]
fn chinese_intervention_never_discards_an_engineer_of_the_soc() {
    let (a, b) = (eng("Oliver Hooker"), eng("Diane Dyson"));
    for seed in 0..16 {
        let mut g = Scenario::new(&Config::new(2), seed)
            .director(P0, dir("Fei Lihua"))
            .director(P1, dir("Yelena Tereshkova"))
            .hand(P1, &[a, b])
            .placed(P1, b, Slot::Soc)
            .rolls(&[6])
            .administration(None)
            .unwrap();
        act(&mut g, P0, Action::NationIntervention);
        act(&mut g, P0, Action::Target(P1));
        let hand = g.raw().seat(P1).hand;
        assert!(hand.contains(usize::from(b)) && !hand.contains(usize::from(a)));
    }
    // A Director whose only Engineers are on the SOC has nothing to lose.
    let g = two(Mission::M1, "Fei Lihua", "Yelena Tereshkova")
        .hand(P1, &[b])
        .placed(P1, b, Slot::Soc)
        .rolls(&[6])
        .administration(None)
        .unwrap();
    let mut g = g;
    act(&mut g, P0, Action::NationIntervention);
    assert_eq!(g.raw().pending, Pending::DirectorTurn(P0), "no target");
    assert_eq!(g.raw().seat(P1).hand.len(), 1);
}

#[test]
fn unpaid_debt_never_dismisses_an_engineer_of_the_soc() {
    let names = [
        "Oliver Hooker",
        "Diane Dyson",
        "Qian Tao",
        "Kathy Johnson",
        "Mark Faget",
    ];
    let ids: Vec<u8> = names.iter().map(|n| eng(n)).collect();
    // 5 Engineers owe 40,000 and nothing is paid: 2 must go, not from the SOC.
    let mut s = pair().credits(P0, 0).hand(P0, &ids);
    for &e in &ids[..2] {
        s = s.placed(P0, e, Slot::Soc);
    }
    let mut g = s.income(None).unwrap();
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 2, .. }));
    let mut may_go: Vec<Action> = ids[2..].iter().map(|&e| Action::Dismiss(e)).collect();
    may_go.sort();
    assert_eq!(g.legal_actions(P0), may_go);
    assert!(matches!(
        g.validate(P0, &Action::Dismiss(ids[0])),
        Err(RuleError::CannotDismiss { .. })
    ));
    act(&mut g, P0, Action::Dismiss(ids[2]));
    act(&mut g, P0, Action::Dismiss(ids[3]));
    assert_eq!(g.raw().seat(P0).hand.len(), 3);
    // With four of the five on the SOC, only the fifth can go.
    let mut s = pair().credits(P0, 0).hand(P0, &ids);
    for &e in &ids[..4] {
        s = s.placed(P0, e, Slot::Soc);
    }
    let g = s.income(None).unwrap();
    assert!(matches!(g.raw().pending, Pending::Dismiss { left: 1, .. }));
}

#[test]
fn solo_power_evaluation_counts_the_heavy_version() {
    // Two Liquid Hydrogen Propulsion (5 each) doubled by a Heavy Version: 20.
    let pad = [
        card(T::LiquidHydrogenPropulsion, 0),
        card(T::LiquidHydrogenPropulsion, 1),
        card(T::HeavyVersion, 0),
    ];
    let g = solo_with(SoloEvent::PowerEvaluation)
        .credits(P0, 0)
        .hand(P0, &[eng("Oliver Hooker")])
        .pad(P0, &pad)
        .planning()
        .unwrap();
    assert_eq!(g.raw().seat(P0).credits, 60, "a thrust of 20 earns 60,000");
}

#[test]
fn harper_yang_and_shuguang_specialties_need_a_launch_to_follow() {
    let p = eng("Patricia Jackson");
    for d in ["Harper Tompkins", "Yang Jinmei", "Shuguang Jun"] {
        let ready = |s: Scenario| {
            s.pad(P0, &laser_rocket())
                .hand(P0, &[p])
                .placed(P0, p, Slot::Soc)
        };
        // A complete rocket, an Engineer on the SOC, two actions: offered.
        let mut g = director_game(d, ready);
        at_p0(&mut g);
        assert!(
            g.legal_actions(P0).contains(&Action::DirectorSpecialty),
            "{d}"
        );
        // No rocket: no launch can follow.
        let mut g = director_game(d, |s| s.hand(P0, &[p]).placed(P0, p, Slot::Soc));
        at_p0(&mut g);
        assert!(
            !g.legal_actions(P0).contains(&Action::DirectorSpecialty),
            "{d}"
        );
        assert!(matches!(
            g.validate(P0, &Action::DirectorSpecialty),
            Err(RuleError::ActionUnavailable { .. })
        ));
        // The second action: the Specialty would leave no action to launch.
        let mut g = director_game(d, ready);
        at_p0(&mut g);
        act(&mut g, P0, Action::StaticFire);
        assert!(
            !g.legal_actions(P0).contains(&Action::DirectorSpecialty),
            "{d}"
        );
        // Burn Out: one Director action only.
        let other = if d == "Yang Jinmei" {
            "Andrew Wingfield"
        } else {
            "Yang Jinmei"
        };
        let mut g = ready(two(Mission::M1, d, other))
            .administration(Some(base(BaseEvent::BurnOut)))
            .unwrap();
        at_p0(&mut g);
        assert!(
            !g.legal_actions(P0).contains(&Action::DirectorSpecialty),
            "{d}"
        );
    }
    // Shuguang Jun's −4.0 may be what makes the launch possible: a 0.4
    // Engineer on the SOC reaches GEO (4.0) only with it.
    let irina = eng("Irina Kemurdzhian");
    let mut g = director_game("Shuguang Jun", |s| {
        s.pad(P0, &laser_rocket())
            .hand(P0, &[irina])
            .placed(P0, irina, Slot::Soc)
    });
    at_p0(&mut g);
    assert!(!g
        .legal_actions(P0)
        .contains(&Action::Launch(Destination::Geo)));
    use_specialty(&mut g);
    assert!(g
        .legal_actions(P0)
        .contains(&Action::Launch(Destination::Geo)));
}
