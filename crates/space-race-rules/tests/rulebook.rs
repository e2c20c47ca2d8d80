//! The rulebook's worked examples and one test per rule, ability kind,
//! Mission tile symbol, Project placement rule and AI rule.

use cardgame_core::{Game, PlayerId, Viewer};
use space_race_rules::data::cards::{card_def, card_id, CARDS};
use space_race_rules::data::control::{control_def, thematic, STANDARD_INITIATIVES};
use space_race_rules::data::projects::{project, PROJECTS, PROJECT_SANGUINE};
use space_race_rules::{
    revealed_in_step_4, Action, CardPlace, Category, Config, Effect, Mission, Place, ProjectStatus,
    RawState, Rocket, Section, SetupSide, SpaceRace, Stage, Symbol, Task, Thing, Timing, Zone,
    Zones, PROGRESS_1950,
};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);

fn id(name: &str) -> u8 {
    card_id(name).unwrap_or_else(|| panic!("no card {name}"))
}

fn project_id(name: &str) -> u8 {
    PROJECTS.iter().position(|p| p.name == name).unwrap() as u8
}

/// A new game with every card back in the Deck and the Rockets spread out.
fn table(humans: u8, ai: u8) -> RawState {
    let g = SpaceRace::new(&Config::new(humans + ai).with_ai(ai), 1).unwrap();
    let mut st = *g.raw();
    st.clear_table();
    for (p, s) in st.seats.iter_mut() {
        s.progress = 100 - 10 * p.0 as u16;
    }
    // No Project open unless a test opens one.
    for pr in st.projects.as_mut_slice() {
        pr.status = ProjectStatus::FaceDown;
    }
    st
}

fn game(st: RawState) -> SpaceRace {
    SpaceRace::try_from(st).unwrap()
}

/// Resolves a Mission tile symbol on the position now.
fn resolve(g: &mut SpaceRace, sym: Symbol) {
    let mut raw = g.clone().into_raw();
    raw.resolve_symbol_now(sym);
    *g = SpaceRace::try_from(raw).unwrap();
}

/// A game from a position, run on until somebody has a decision.
fn settled(st: RawState) -> SpaceRace {
    SpaceRace::from_position(st).unwrap()
}

fn play(g: &mut SpaceRace, p: PlayerId, a: &str) {
    let a: Action = a.parse().unwrap();
    if let Err(e) = g.apply(p, &a) {
        panic!("{p} {a}: {e}\nlegal: {:?}", g.legal_actions(p));
    }
}

/// Why `a` is refused for `p` (the test fails if it is accepted).
fn refusal(g: &SpaceRace, p: PlayerId, a: &str) -> String {
    let a: Action = a.parse().unwrap();
    match g.validate(p, &a) {
        Ok(()) => panic!("{p} {a} is legal"),
        Err(e) => e.to_string(),
    }
}

fn legal(g: &SpaceRace, p: PlayerId) -> Vec<String> {
    g.legal_actions(p).iter().map(|a| a.to_string()).collect()
}

fn top(g: &SpaceRace) -> Option<Task> {
    g.raw().tasks.last().copied()
}

fn progress(g: &SpaceRace, p: PlayerId) -> u16 {
    g.raw().seats[p].progress
}

// ---------------------------------------------------------------- setup

#[test]
fn standard_setup_places_rockets_behind_in_initial_turn_order() {
    let g = SpaceRace::new(&Config::new(3), 3).unwrap();
    let st = g.raw();
    assert_eq!(st.seats[P0].progress, PROGRESS_1950);
    assert_eq!(st.seats[P1].progress, PROGRESS_1950 - 1);
    assert_eq!(st.seats[P2].progress, PROGRESS_1950 - 2);
    for (_, s) in st.seats.iter() {
        assert_eq!(s.upright[0], 1, "one astronaut on the Launch Pad");
        assert_eq!(s.astronauts, 14);
        assert_eq!(s.hand.len(), 5);
        assert_eq!(s.controls_left, 0x0fff, "the 12 standard Control cards");
    }
    assert_eq!(st.unexplored.len(), 1, "setup step 3");
    assert_eq!(st.universe_cards().len(), 4, "setup step 4");
    assert_eq!(st.projects.len(), 5);
    assert_eq!(
        st.projects
            .iter()
            .filter(|p| p.status == ProjectStatus::Open)
            .count(),
        1
    );
    assert_eq!(
        st.projects.as_slice()[0].status,
        ProjectStatus::Open,
        "the bottom Project is flipped"
    );
}

#[test]
fn standard_control_set_is_initiatives_one_three_six_of_each_type() {
    for slot in 0..12 {
        let c = control_def(Rocket::Soyuz, slot).unwrap();
        assert_eq!(c.section, Section::from_index(slot / 3).unwrap());
        assert_eq!(c.initiative, STANDARD_INITIATIVES[slot % 3]);
    }
    assert!(
        control_def(Rocket::Soyuz, 3 + 1).unwrap().dedicates(),
        "initiative 3 dedicates"
    );
}

#[test]
fn thematic_setup_honours_the_initiative_table_exactly() {
    let rockets = [
        Rocket::Soyuz,
        Rocket::SaturnIB,
        Rocket::Ariane5,
        Rocket::LongMarch2F,
        Rocket::FalconHeavy,
    ];
    let table: [[[u8; 3]; 4]; 5] = [
        [[0, 3, 6], [1, 3, 4], [1, 2, 6], [1, 3, 7]],
        [[2, 3, 6], [1, 2, 6], [1, 4, 6], [0, 1, 3]],
        [[1, 4, 6], [0, 3, 6], [2, 3, 6], [3, 4, 6]],
        [[1, 3, 5], [1, 3, 7], [0, 3, 6], [2, 3, 6]],
        [[1, 3, 7], [1, 3, 5], [0, 3, 6], [1, 2, 6]],
    ];
    let mut config = Config::new(5).with_setup(SetupSide::Thematic);
    for (i, r) in rockets.iter().enumerate() {
        config.seats.as_mut_slice()[i].rocket = *r;
    }
    let g = SpaceRace::new(&config, 5).unwrap();
    for (i, r) in rockets.iter().enumerate() {
        let s = &g.raw().seats[PlayerId(i as u8)];
        assert_eq!(s.controls_left.count_ones(), 12, "12 Control cards again");
        for (sec, want) in table[i].iter().enumerate() {
            let mut inits: Vec<u8> = (0..16)
                .filter(|&k| s.controls_left & (1 << k) != 0)
                .filter_map(|k| control_def(*r, k))
                .filter(|c| c.section.index() == sec)
                .map(|c| c.initiative)
                .collect();
            inits.sort();
            assert_eq!(&inits, want, "{r:?} type {sec}");
        }
    }
    assert_eq!(
        thematic(Rocket::N1),
        [[1, 2, 6], [0, 1, 3], [1, 3, 5], [0, 1, 6]]
    );
    assert_eq!(
        thematic(Rocket::SaturnV),
        [[0, 3, 6], [2, 3, 6], [1, 3, 7], [1, 3, 5]]
    );
}

#[test]
fn thematic_setup_places_rockets_and_astronauts_from_the_headquarters() {
    let g = SpaceRace::new(&Config::new(3).with_setup(SetupSide::Thematic), 2).unwrap();
    let st = g.raw();
    for (p, s) in st.seats.iter() {
        let hq = st.rocket(p).headquarters().thematic;
        assert_eq!(s.progress as i32, PROGRESS_1950 as i32 + hq.progress as i32);
        assert_eq!(s.hand.len() + s.unexplored_known.len(), hq.hand as usize);
        assert_eq!(
            s.boxed + hq.agency + hq.zones.iter().sum::<u8>() + hq.standby,
            15
        );
    }
}

#[test]
fn ai_players_get_a_lab_card_instead_of_a_hand_and_never_decide() {
    let g = SpaceRace::new(&Config::new(3).with_ai(2), 4).unwrap();
    for p in [P1, P2] {
        let s = &g.raw().seats[p];
        assert_eq!(s.hand.len(), 0);
        assert_eq!(s.lab.len(), 1);
        assert!(!g.to_act().contains(p));
        assert!(g.legal_actions(p).is_empty());
    }
}

#[test]
fn apollo_and_project_sanguine_are_excluded_with_ai_players() {
    let bad = Config::new(2).with_ai(1).with_mission(Mission::Apollo);
    assert!(SpaceRace::new(&bad, 1).is_err());
    assert!(SpaceRace::new(&Config::new(2).with_mission(Mission::Apollo), 1).is_ok());
    let mut no_cold_war = Config::new(2);
    no_cold_war.mission = Mission::Apollo;
    assert!(SpaceRace::new(&no_cold_war, 1).is_err());
    for seed in 0..40 {
        let g = SpaceRace::new(&Config::new(2).with_ai(1).with_cold_war(true), seed).unwrap();
        assert!(g.raw().projects.iter().all(|p| p.id != PROJECT_SANGUINE));
    }
}

#[test]
fn projects_are_one_per_category_plus_one_of_a_random_category() {
    for seed in 0..30 {
        let g = SpaceRace::new(&Config::new(2), seed).unwrap();
        let mut counts = [0; 5];
        for p in g.raw().projects.iter() {
            counts[project(p.id).unwrap().category as usize] += 1;
        }
        assert_eq!(counts[4], 0);
        assert_eq!(counts[..4].iter().sum::<i32>(), 5);
        assert!(counts[..4].iter().all(|&c| c == 1 || c == 2));
        let g = SpaceRace::new(&Config::new(2).with_cold_war(true), seed).unwrap();
        let mut cats: Vec<Category> = g
            .raw()
            .projects
            .iter()
            .map(|p| project(p.id).unwrap().category)
            .collect();
        cats.sort();
        assert_eq!(cats, Category::ALL, "Cold War: one of each of the five");
    }
}

// ---------------------------------------------------------------- phase 1

#[test]
fn universe_placement_example_fills_the_leftmost_slot_with_fewest_cards() {
    // Propaganda slots hold 1, 2, 1 and 0 cards; three Propaganda cards are revealed.
    let mut st = table(2, 0);
    let p: Vec<u8> = CARDS
        .iter()
        .enumerate()
        .filter(|(_, c)| c.section == Section::Propaganda)
        .map(|(i, _)| i as u8)
        .take(7)
        .collect();
    st.put_card(p[0], CardPlace::Slot(0));
    st.put_card(p[1], CardPlace::Slot(1));
    st.put_card(p[2], CardPlace::Slot(1));
    st.put_card(p[3], CardPlace::Slot(2));
    assert_eq!(st.place_revealed(p[4]), Some(3), "first to the 4th slot");
    assert_eq!(st.place_revealed(p[5]), Some(0), "second to the 1st slot");
    assert_eq!(st.place_revealed(p[6]), Some(2), "third to the 3rd slot");
    assert_eq!(
        st.slot_top(0),
        Some(p[5]),
        "on top of the card already there"
    );
}

#[test]
fn only_the_top_card_of_a_slot_can_be_taken() {
    let mut st = table(2, 0);
    st.put_card(id("Moon Speech"), CardPlace::Slot(0));
    st.put_card(id("Newsreel"), CardPlace::Slot(0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    assert_eq!(legal(&g, P0), ["slot 0", "stop"]);
    play(&mut g, P0, "slot 0");
    assert!(g.raw().seats[P0].agency.contains(id("Newsreel") as usize));
    assert_eq!(g.raw().slot_top(0), Some(id("Moon Speech")));
}

#[test]
fn reveal_count_is_1_2_2_3_by_player_count() {
    assert_eq!(revealed_in_step_4(2), 1);
    assert_eq!(revealed_in_step_4(3), 2);
    assert_eq!(revealed_in_step_4(4), 2);
    assert_eq!(revealed_in_step_4(5), 3);
}

#[test]
fn unexplored_universe_is_topped_up_to_players_plus_one_and_partly_revealed() {
    let mut g = SpaceRace::new(&Config::new(3), 9).unwrap();
    let universe = g.raw().universe_cards().len();
    for p in g.raw().turn_order().iter().copied().collect::<Vec<_>>() {
        play(&mut g, p, "done");
    }
    assert_eq!(g.raw().stage, Stage::ChooseControl);
    assert_eq!(
        g.raw().unexplored.len(),
        4 - 2,
        "topped up to 4, 2 revealed"
    );
    assert_eq!(g.raw().universe_cards().len(), universe + 2);
    for p in [P0, P1, P2] {
        play(&mut g, p, "control 2");
    }
    assert_eq!(g.raw().unexplored.len(), 0, "step 6 reveals the rest");
    assert_eq!(
        g.raw().universe_cards().len(),
        universe + 4
            - g.raw()
                .seats
                .iter()
                .map(|(_, s)| s.agency.len())
                .sum::<usize>()
    );
}

#[test]
fn hand_limit_forces_cards_into_the_unexplored_universe() {
    let mut st = table(2, 0);
    for c in 0..9 {
        st.put_card(c, CardPlace::Hand(P0));
    }
    st.give_turn(P0, Stage::Unexplored);
    let mut g = game(st);
    assert!(!legal(&g, P0).contains(&"done".to_string()));
    let e = refusal(&g, P0, "done");
    assert!(
        e.contains("you hold 9 cards") && e.contains("7 or fewer"),
        "{e}"
    );
    play(&mut g, P0, "card 0");
    assert!(!legal(&g, P0).contains(&"done".to_string()));
    play(&mut g, P0, "card 1");
    assert!(legal(&g, P0).contains(&"done".to_string()));
    assert!(g.raw().seats[P0].unexplored_known.contains(0));
    // The other seat sees only the count.
    let obs = g.observe(Viewer::Seat(P1));
    assert_eq!(obs.unexplored, 2);
    assert!(obs.my_unexplored.is_empty());
    let mine: Vec<usize> = g.observe(Viewer::Seat(P0)).my_unexplored.iter().collect();
    assert_eq!(mine, [0, 1]);
}

#[test]
fn control_card_choice_is_hidden_until_revealed() {
    let mut g = SpaceRace::new(&Config::new(2), 11).unwrap();
    for p in g.raw().turn_order().iter().copied().collect::<Vec<_>>() {
        play(&mut g, p, "done");
    }
    assert_eq!(g.to_act().len(), 2, "simultaneous choice");
    play(&mut g, P0, "control 4");
    let seen = g.observe(Viewer::Seat(P1)).seats[P0];
    assert!(seen.has_committed);
    assert_eq!(seen.committed, None);
    assert_eq!(g.observe(Viewer::Spectator).seats[P0].committed, None);
    assert_eq!(g.observe(Viewer::Seat(P0)).seats[P0].committed, Some(4));
    play(&mut g, P1, "control 7");
    assert_eq!(g.raw().seats[P0].active, Some(4));
    assert_eq!(g.raw().seats[P1].active, Some(7));
}

#[test]
fn each_control_card_is_played_once_per_game() {
    let mut g = SpaceRace::new(&Config::new(2), 12).unwrap();
    for p in g.raw().turn_order().iter().copied().collect::<Vec<_>>() {
        play(&mut g, p, "done");
    }
    let e = refusal(&g, P0, "control 12");
    assert!(e.contains("not one of your remaining Control cards"), "{e}");
    play(&mut g, P0, "control 5");
    play(&mut g, P1, "control 5");
    let s = &g.raw().seats[P0];
    assert_eq!(s.controls_left & (1 << 5), 0);
    assert_ne!(s.controls_played & (1 << 5), 0);
}

#[test]
fn propaganda_1_takes_back_a_played_control_card() {
    let mut st = table(2, 0);
    st.set_active_control(P0, Section::Technology, 6);
    st.set_active_control(P0, Section::Propaganda, 1);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    play(&mut g, P0, "activate control.1");
    assert_eq!(legal(&g, P0), ["control 5", "stop"], "not the active card");
    let e = refusal(&g, P0, "control 1");
    assert!(e.contains("other than the active one"), "{e}");
    play(&mut g, P0, "control 5");
    let s = &g.raw().seats[P0];
    assert_ne!(s.controls_left & (1 << 5), 0);
    assert_eq!(s.controls_played & (1 << 5), 0);
}

#[test]
fn empty_deck_is_rebuilt_from_the_investments_as_soon_as_it_runs_out() {
    // Issue 15, item 4. Empty Deck: "If the Deck should run out of cards,
    // and it is the first time this has happened during this game, shuffle
    // the cards in the Investments area together and place them face down
    // as a new Deck" (ruling R27). Three seats, a Deck of exactly 3 cards,
    // 3 cards in the Investments, one card in the Unexplored Universe:
    // everyone passes in step 2 and step 3 tops the Unexplored Universe up to
    // 4 with the last 3 Deck cards.
    let g = SpaceRace::new(&Config::new(3), 31).unwrap();
    let mut st = g.into_raw();
    let cards: Vec<u8> = st.deck.cards().iter().map(|c| c as u8).collect();
    let investments: Vec<u8> = cards[3..6].to_vec();
    for (i, &c) in cards.iter().enumerate().skip(3) {
        let to = if i < 6 {
            CardPlace::Investments
        } else {
            CardPlace::Lab(P2)
        };
        st.put_card(c, to);
    }
    assert_eq!((st.deck.len(), st.unexplored.len()), (3, 1));
    let mut g = game(st);
    let mut log = Vec::new();
    for _ in 0..3 {
        let p = g.to_act().first().unwrap();
        g.apply_with_events(p, &Action::Done, &mut log).unwrap();
    }
    let st = g.raw();
    assert_eq!(st.stage, Stage::ChooseControl);
    assert!(
        st.deck_reshuffled,
        "the Deck ran out: it is rebuilt at once"
    );
    assert!(st.investments.is_empty());
    assert_eq!(st.deck.len(), 3, "the three Investments cards");
    for c in investments {
        assert!(st.deck.contains(c));
    }
    assert!(log
        .iter()
        .any(|l| l.event == space_race_rules::Event::DeckReshuffled { cards: 3 }));
    // Everybody sees a Deck of 3, not an empty one.
    assert_eq!(g.observe(Viewer::Spectator).deck, 3);
}

#[test]
fn empty_deck_reshuffles_the_investments_once_then_stays_empty() {
    let mut st = table(2, 0);
    for c in 0..162u8 {
        if c < 3 {
            st.put_card(c, CardPlace::Investments);
        } else {
            st.put_card(c, CardPlace::Lab(P1));
        }
    }
    st.put_card(id("Space Race Headlines"), CardPlace::Agency(P0));
    st.put_card(id("Kitchen Debate"), CardPlace::Agency(P0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    let headlines = id("Space Race Headlines");
    play(&mut g, P0, &format!("activate {headlines}.0"));
    play(&mut g, P0, "draw");
    assert!(g.raw().deck_reshuffled);
    assert_eq!(g.raw().deck.len(), 2);
    play(&mut g, P0, "draw");
    assert_eq!(g.raw().seats[P0].hand.len(), 2);
    // The second time the Deck runs out it stays empty.
    let mut st = *g.raw();
    for c in st.deck.cards().iter() {
        st.put_card(c as u8, CardPlace::Lab(P1));
    }
    st.put_card(id("Moon Speech"), CardPlace::Investments);
    let mut g = game(st);
    let debate = id("Kitchen Debate");
    let hand = g.raw().seats[P0].hand.len();
    play(&mut g, P0, &format!("activate {debate}.0"));
    assert!(top(&g).is_none(), "nothing to draw: the move ends");
    assert_eq!(g.raw().seats[P0].hand.len(), hand);
    assert!(g.raw().investments.contains(id("Moon Speech") as usize));
}

// ---------------------------------------------------------------- phase 2

#[test]
fn initiative_order_goes_highest_first_and_ties_to_the_rocket_ahead() {
    let mut st = table(3, 0);
    st.stage = Stage::ChooseControl;
    st.order.clear();
    // Slots: Propaganda 1/3/6 are slots 0/1/2.
    st.seats[P0].committed = Some(1);
    st.seats[P1].committed = Some(2);
    st.seats[P0].progress = 30;
    st.seats[P2].progress = 40;
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P2, "control 1");
    assert_eq!(g.raw().stage, Stage::Develop(Section::Propaganda));
    assert_eq!(g.raw().order.as_slice(), &[P1, P2, P0]);
}

#[test]
fn bureaucracy_is_resolved_in_reverse_turn_order() {
    let mut st = table(3, 0);
    st.stage = Stage::ChooseControl;
    st.order.clear();
    for p in [P0, P1, P2] {
        if p != P0 {
            st.seats[p].committed = Some(11); // Breakthrough 6
        }
        st.put_card(
            [id("Newsreel"), id("Gemini Program"), id("Buran Program")][p.index()],
            CardPlace::Agency(p),
        );
    }
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P0, "control 11");
    // Breakthrough step: each seat's Control card ability.
    while matches!(g.raw().stage, Stage::Develop(_)) {
        let p = g.to_act().first().unwrap();
        play(&mut g, p, "done");
    }
    assert_eq!(g.raw().stage, Stage::Bureaucracy);
    assert_eq!(
        g.raw().order.as_slice(),
        &[P2, P1, P0],
        "farthest back first"
    );
}

#[test]
fn bureaucracy_investment_is_mandatory_and_its_penalty_applies_when_unpaid() {
    let newsreel = id("Newsreel");
    let mut st = table(2, 0);
    st.put_card(newsreel, CardPlace::Agency(P0));
    st.put_card(0, CardPlace::Hand(P0));
    st.give_turn(P0, Stage::Bureaucracy);
    let mut g = game(st);
    assert_eq!(
        legal(&g, P0),
        [format!("activate {newsreel}.1")],
        "no done before it is resolved"
    );
    play(&mut g, P0, &format!("activate {newsreel}.1"));
    assert_eq!(legal(&g, P0), ["card 0"], "exactly one card, no stop");
    play(&mut g, P0, "card 0");
    assert!(g.raw().investments.contains(0));
    assert!(!g.raw().covered.contains(newsreel as usize));
    // Without a card in hand: the penalty (cover this card).
    st.put_card(0, CardPlace::Deck);
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {newsreel}.1"));
    assert!(g.raw().covered.contains(newsreel as usize));
}

#[test]
fn you_may_bureaucracy_is_optional_and_needs_dedication() {
    // Chang'e Program: if dedicated, you may move 1 card from hand to Lab.
    let change = id("Chang'e Program");
    let mut st = table(2, 0);
    st.put_card(change, CardPlace::Agency(P0));
    st.put_card(0, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::Technology, 6);
    st.give_turn(P0, Stage::Bureaucracy);
    // Not dedicated: nothing to do, the turn is skipped.
    let g = settled(st);
    assert_ne!(g.raw().stage, Stage::Bureaucracy);
    assert_eq!(
        g.raw().seats[P0].hand.len(),
        2,
        "round 2 began: a card drawn"
    );
    st.set_active_control(P0, Section::Technology, 3);
    st.give_turn(P0, Stage::Bureaucracy);
    let mut g = game(st);
    assert!(g.raw().dedicated(P0), "initiative 3 dedicates");
    assert_eq!(
        legal(&g, P0),
        ["done".to_string(), format!("activate {change}.0")],
        "optional"
    );
    play(&mut g, P0, &format!("activate {change}.0"));
    play(&mut g, P0, "card 0");
    assert!(g.raw().seats[P0].lab.contains(0));
}

#[test]
fn each_ability_once_per_round_usable_the_round_the_card_arrives() {
    let headlines = id("Space Race Headlines");
    let mut st = table(2, 0);
    st.put_card(headlines, CardPlace::Slot(0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert!(
        legal(&g, P0).contains(&format!("activate {headlines}.0")),
        "usable on arrival"
    );
    let e = refusal(&g, P0, "activate control.0");
    assert!(e.contains("once per round"), "{e}");
    play(&mut g, P0, &format!("activate {headlines}.0"));
    assert!(
        g.raw().used[0].contains(headlines as usize),
        "activated even if nothing moves"
    );
    play(&mut g, P0, "stop");
    assert_ne!(
        g.raw().stage,
        Stage::Develop(Section::Propaganda),
        "nothing left: the turn ends"
    );
}

#[test]
fn a_card_that_leaves_and_returns_can_be_activated_again() {
    let radio = id("Radio Moscow"); // Lab -> hand
    let shenzhou = id("Shenzhou Program"); // dedicated: Lab -> Agency
    let ranger = id("Ranger Program"); // hand -> Lab (2)
    let mut st = table(2, 0);
    for c in [shenzhou, ranger] {
        st.put_card(c, CardPlace::Agency(P0));
    }
    st.put_card(radio, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::SpacePrograms, 3);
    st.give_turn(P0, Stage::Develop(Section::SpacePrograms));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {ranger}.0"));
    play(&mut g, P0, &format!("card {radio}"));
    assert!(g.raw().seats[P0].lab.contains(radio as usize));
    play(&mut g, P0, &format!("activate {shenzhou}.0"));
    play(&mut g, P0, &format!("card {radio}"));
    assert!(g.raw().seats[P0].agency.contains(radio as usize));
    assert!(!g.raw().used[0].contains(radio as usize));
}

/// Seat 0 on its Propaganda turn with these cards in its Agency.
fn propaganda_turn(agency: &[u8]) -> RawState {
    let mut st = table(2, 0);
    for &c in agency {
        st.put_card(c, CardPlace::Agency(P0));
    }
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    st
}

#[test]
fn single_use_ability_covers_its_card_with_an_astronaut_when_alone() {
    let parade = id("Ticker-Tape Parade"); // single use: any Universe card to Agency
    let mut g = game(propaganda_turn(&[parade]));
    let before = g.raw().seats[P0].astronauts;
    play(&mut g, P0, &format!("activate {parade}.0"));
    assert!(
        !g.raw().covered.contains(parade as usize),
        "covered after it is used"
    );
    play(&mut g, P0, "stop");
    assert!(g.raw().covered.contains(parade as usize));
    assert!(g.raw().cover_astronauts.contains(parade as usize));
    assert_eq!(g.raw().seats[P0].astronauts, before - 1);
}

#[test]
fn a_card_taken_by_the_single_use_ability_can_cover_it() {
    let parade = id("Ticker-Tape Parade");
    let moon = id("Moon Speech");
    let mut st = propaganda_turn(&[parade]);
    st.put_card(moon, CardPlace::Slot(0));
    let mut g = game(st);
    let before = g.raw().seats[P0].astronauts;
    play(&mut g, P0, &format!("activate {parade}.0"));
    play(&mut g, P0, "slot 0");
    // "After using a single-use ability, cover ... with another card in
    // your Agency": the new card is the only free one.
    assert_eq!(g.raw().cover_cards.as_slice(), &[(parade, moon)]);
    assert!(!g.raw().cover_astronauts.contains(parade as usize));
    assert_eq!(g.raw().seats[P0].astronauts, before);
}

#[test]
fn the_covering_card_is_the_players_choice() {
    let parade = id("Ticker-Tape Parade");
    let moon = id("Moon Speech");
    let korolev = id("Sergei Korolev");
    let mut g = game(propaganda_turn(&[parade, moon, korolev]));
    play(&mut g, P0, &format!("activate {parade}.0"));
    play(&mut g, P0, "stop");
    assert!(matches!(top(&g), Some(Task::Cover { .. })));
    let mut want = vec![format!("card {moon}"), format!("card {korolev}")];
    want.sort_by_key(|a| a.parse::<Action>().unwrap());
    assert_eq!(legal(&g, P0), want, "any free card; no astronaut, no stop");
    play(&mut g, P0, &format!("card {korolev}"));
    assert_eq!(g.raw().cover_cards.as_slice(), &[(parade, korolev)]);
}

#[test]
fn a_covering_card_that_leaves_the_agency_uncovers_the_card_it_covered() {
    // Ruling R7: uncovering is removing the covering card, so a cover that
    // leaves (here an old Leader sent to the Lab) uncovers its card.
    let parade = id("Ticker-Tape Parade");
    let headlines = id("Space Race Headlines");
    let korolev = id("Sergei Korolev");
    let webb = id("James Webb");
    for (cover, uncovered) in [(korolev, true), (headlines, false)] {
        let mut st = propaganda_turn(&[parade, headlines, korolev]);
        st.covered.insert(parade as usize);
        st.cover_cards.push((parade, cover)).unwrap();
        st.put_card(webb, CardPlace::Slot(0));
        let mut g = game(st);
        play(&mut g, P0, "activate control.0");
        play(&mut g, P0, "slot 0");
        play(&mut g, P0, &format!("card {korolev}"));
        assert!(g.raw().seats[P0].lab.contains(korolev as usize));
        assert_eq!(!g.raw().covered.contains(parade as usize), uncovered);
        assert_eq!(g.raw().cover_cards.is_empty(), uncovered);
    }
}

#[test]
fn a_new_card_replaces_the_astronaut_cover_the_player_chooses() {
    let parade = id("Ticker-Tape Parade");
    let mechanics = id("Popular Mechanics");
    let moon = id("Moon Speech");
    let mut st = propaganda_turn(&[parade, mechanics]);
    for c in [parade, mechanics] {
        st.covered.insert(c as usize);
        st.cover_astronauts.insert(c as usize);
        st.seats[P0].astronauts -= 1;
    }
    st.put_card(moon, CardPlace::Slot(0));
    let mut g = game(st);
    let before = g.raw().seats[P0].astronauts;
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert!(matches!(top(&g), Some(Task::Replace { .. })));
    let mut want = vec![format!("card {parade}"), format!("card {mechanics}")];
    want.sort_by_key(|a| a.parse::<Action>().unwrap());
    assert_eq!(legal(&g, P0), want);
    play(&mut g, P0, &format!("card {mechanics}"));
    let st = g.raw();
    assert_eq!(st.cover_cards.as_slice(), &[(mechanics, moon)]);
    assert!(st.cover_astronauts.contains(parade as usize));
    assert_eq!(st.seats[P0].astronauts, before + 1, "the astronaut returns");
}

#[test]
fn a_second_leader_sent_straight_to_the_lab_covers_nothing() {
    let parade = id("Ticker-Tape Parade");
    let korolev = id("Sergei Korolev");
    let webb = id("James Webb");
    let mut st = propaganda_turn(&[parade, korolev]);
    st.covered.insert(parade as usize);
    st.cover_astronauts.insert(parade as usize);
    st.seats[P0].astronauts -= 1;
    st.put_card(webb, CardPlace::Slot(0));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    play(&mut g, P0, &format!("card {webb}"));
    assert!(g.raw().cover_astronauts.contains(parade as usize));
    assert!(g.raw().cover_cards.is_empty());
}

#[test]
fn covered_single_use_abilities_return_when_uncovered() {
    let pavilion = id("World's Fair Pavilion"); // reusable: uncover; single use: hand -> Lab 2
    let parade = id("Ticker-Tape Parade");
    let mut st = table(2, 0);
    st.put_card(pavilion, CardPlace::Agency(P0));
    st.put_card(parade, CardPlace::Agency(P0));
    st.covered.insert(parade as usize);
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    assert!(!legal(&g, P0).contains(&format!("activate {parade}.0")));
    play(&mut g, P0, &format!("activate {pavilion}.0"));
    play(&mut g, P0, &format!("card {parade}"));
    assert!(legal(&g, P0).contains(&format!("activate {parade}.0")));
}

#[test]
fn leaders_one_at_a_time_new_one_to_lab_resolves_nothing() {
    let korolev = id("Sergei Korolev"); // immediate: 2 astronauts to the Launch Pad
    let webb = id("James Webb");
    let mut st = table(2, 0);
    st.put_card(webb, CardPlace::Agency(P0));
    st.put_card(korolev, CardPlace::Slot(0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let base = st;
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert_eq!(
        legal(&g, P0),
        [format!("card {webb}"), format!("card {korolev}")]
            .iter()
            .cloned()
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    );
    play(&mut g, P0, &format!("card {korolev}"));
    assert!(g.raw().seats[P0].lab.contains(korolev as usize));
    assert_eq!(
        g.raw().seats[P0].upright[0],
        1,
        "its immediate ability was not resolved"
    );
    // Old Leader to the Lab: the new one's immediate ability resolves.
    let mut g = game(base);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    play(&mut g, P0, &format!("card {webb}"));
    assert!(g.raw().seats[P0].lab.contains(webb as usize));
    assert!(matches!(top(&g), Some(Task::Move { .. })));
    play(&mut g, P0, "zone 0");
    play(&mut g, P0, "zone 0");
    assert_eq!(g.raw().seats[P0].upright[0], 3);
}

#[test]
fn no_universe_card_falls_back_to_the_preceding_section_or_three_cards() {
    let moon = id("Moon Speech");
    let mut st = table(2, 0);
    st.put_card(moon, CardPlace::Slot(2));
    st.put_card(id("Integrated Circuit"), CardPlace::Agency(P0)); // keeps the turn open
    st.set_active_control(P0, Section::Technology, 1); // take + draw 1
    st.give_turn(P0, Stage::Develop(Section::Technology));
    let base = st;
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    assert_eq!(legal(&g, P0), ["slot 2", "draw3", "stop"]);
    play(&mut g, P0, "slot 2");
    assert!(g.raw().seats[P0].agency.contains(moon as usize));
    // Not the first ability of the turn: only the three cards.
    let mut g = game(base);
    play(&mut g, P0, "activate control.1");
    play(&mut g, P0, "stop");
    play(&mut g, P0, "activate control.0");
    assert_eq!(legal(&g, P0), ["draw3", "stop"]);
    play(&mut g, P0, "draw3");
    assert_eq!(g.raw().seats[P0].hand.len(), 3);
}

#[test]
fn no_universe_card_preceding_section_only_for_the_first_ability_activated() {
    // Issue 15, item 3: "You may only do this if the ability that allows you
    // to do this is the first ability you activate on your turn." Life
    // Support's immediate ability (take a Technology card from the
    // Universe) is not activated: it may draw 3 cards, never take a card of
    // a preceding section.
    let life_support = id("Life Support");
    let g = SpaceRace::new(&Config::new(2), 1905).unwrap();
    let mut st = g.into_raw();
    st.set_project(0, project_id("Voyager"), ProjectStatus::Open);
    st.set_active_control(P0, Section::Technology, 6);
    st.give_turn(P0, Stage::Develop(Section::Technology));
    for slot in 4..8 {
        while let Some(c) = st.slot_top(slot) {
            st.put_card(c, CardPlace::Deck);
        }
    }
    st.put_card(life_support, CardPlace::Slot(4));
    let propaganda = (0..162u8)
        .find(|&c| card_def(c).unwrap().section == Section::Propaganda && st.deck.contains(c))
        .unwrap();
    st.put_card(propaganda, CardPlace::Slot(0));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 4");
    assert!(g.raw().seats[P0].agency.contains(life_support as usize));
    assert_eq!(legal(&g, P0), ["draw3", "stop"]);
    let e = refusal(&g, P0, "slot 0");
    assert!(e.contains("first ability you activate"), "{e}");
}

#[test]
fn closest_preceding_section_is_the_nearest_finished_step_holding_a_card() {
    // Issue 15, item 8 (ruling R28): "Choose a card from the closest
    // preceding section (i.e. a step that is already finished)" skips
    // finished steps whose section holds no card.
    let moon = id("Moon Speech");
    let mut st = table(2, 0);
    st.put_card(moon, CardPlace::Slot(1));
    st.set_active_control(P0, Section::SpacePrograms, 6);
    st.give_turn(P0, Stage::Develop(Section::SpacePrograms));
    let base = st;
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    // No Space Program card, no Technology card: the Propaganda row.
    assert_eq!(legal(&g, P0), ["slot 1", "draw3", "stop"]);
    play(&mut g, P0, "slot 1");
    assert!(g.raw().seats[P0].agency.contains(moon as usize));
    // With a Technology card, the Technology row is the closest.
    let mut st = base;
    let chip = (0..162u8)
        .find(|&c| card_def(c).unwrap().section == Section::Technology)
        .unwrap();
    st.put_card(chip, CardPlace::Slot(6));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    assert_eq!(legal(&g, P0), ["slot 6", "draw3", "stop"]);
    let e = refusal(&g, P0, "slot 1");
    assert!(
        e.contains("closest preceding section holding a card"),
        "{e}"
    );
}

#[test]
fn combined_ability_example_offers_three_splits_top_effect_first() {
    // Astronaut Tour: combined 2, top "draw from the Deck", bottom "hand to Lab".
    let tour = id("Astronaut Tour");
    assert!(matches!(
        card_def(tour).unwrap().abilities[0].effect,
        Effect::Combined { n: 2, .. }
    ));
    let mut st = table(2, 0);
    st.put_card(tour, CardPlace::Agency(P0));
    st.put_card(0, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {tour}.0"));
    assert_eq!(legal(&g, P0), ["split 0", "split 1", "split 2"]);
    play(&mut g, P0, "split 1");
    assert_eq!(legal(&g, P0), ["draw", "stop"], "the top effect first");
    play(&mut g, P0, "draw");
    let hand: Vec<String> = g.raw().seats[P0]
        .hand
        .iter()
        .map(|c| format!("card {c}"))
        .collect();
    let mut expect = hand.clone();
    expect.push("stop".into());
    assert_eq!(legal(&g, P0), expect, "then the bottom effect, 1 card");
    play(&mut g, P0, "card 0");
    assert!(g.raw().seats[P0].lab.contains(0));
    assert!(top(&g).is_none(), "the split is spent");
}

#[test]
fn investments_need_the_exact_number_of_cards() {
    // Sputnik Crisis: immediate, pay 2 cards, then up to 2 Deck cards to the Lab.
    let crisis = id("Sputnik Crisis");
    let mut st = table(2, 0);
    st.put_card(crisis, CardPlace::Slot(0));
    st.put_card(0, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let base = st;
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert!(top(&g).is_none(), "one card cannot pay 2: not resolved");
    assert!(g.raw().investments.is_empty());
    let mut st = base;
    st.put_card(1, CardPlace::Hand(P0));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert_eq!(legal(&g, P0), ["card 0", "card 1"]);
    let e = refusal(&g, P0, "stop");
    assert!(
        e.contains("which card from your hand to pay next to the Investments"),
        "{e}"
    );
    let e = refusal(&g, P0, "card 7");
    assert!(e.contains("is not in your hand"), "{e}");
    play(&mut g, P0, "card 1");
    play(&mut g, P0, "card 0");
    assert_eq!(g.raw().investments.len(), 2);
    assert_eq!(legal(&g, P0), ["draw", "stop"]);
}

#[test]
fn move_astronauts_between_zones_keeps_exhaustion_and_triggers() {
    // First Man in Space: an astronaut from any zone into Planet Exploration or SETI.
    // Lunar Sample Return: whenever an astronaut enters a zone, draw 1.
    let fmis = id("First Man in Space");
    let lsr = id("Lunar Sample Return");
    let mut st = table(2, 0);
    st.put_card(fmis, CardPlace::Agency(P0));
    st.put_card(lsr, CardPlace::Agency(P0));
    st.set_zone(P0, Zone::ManInSpace, 0, 1);
    st.set_active_control(P0, Section::Breakthroughs, 6);
    st.give_turn(P0, Stage::Develop(Section::Breakthroughs));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {fmis}.0"));
    assert_eq!(legal(&g, P0), ["zone 0", "zone 2 exhausted", "stop"]);
    play(&mut g, P0, "zone 2 exhausted");
    assert_eq!(legal(&g, P0), ["zone 3", "zone 4"]);
    play(&mut g, P0, "zone 4");
    let s = &g.raw().seats[P0];
    assert_eq!(
        (s.exhausted[2], s.exhausted[4]),
        (0, 1),
        "it stays exhausted"
    );
    assert_eq!(legal(&g, P0), ["draw", "stop"], "the zone trigger fires");
}

#[test]
fn exhausted_placement_and_refresh() {
    let laika = id("Laika in Orbit"); // an exhausted astronaut from the Agency to SETI
    let moon = id("First Moon Landing"); // refresh 3
    let mut st = table(2, 0);
    st.put_card(laika, CardPlace::Agency(P0));
    st.put_card(moon, CardPlace::Agency(P0));
    st.set_active_control(P0, Section::Breakthroughs, 6);
    st.give_turn(P0, Stage::Develop(Section::Breakthroughs));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {laika}.0"));
    play(&mut g, P0, "zone 4");
    assert_eq!(g.raw().seats[P0].exhausted[4], 1);
    play(&mut g, P0, &format!("activate {moon}.0"));
    assert_eq!(legal(&g, P0), ["zone 4 exhausted", "stop"]);
    play(&mut g, P0, "zone 4 exhausted");
    assert_eq!(
        (g.raw().seats[P0].upright[4], g.raw().seats[P0].exhausted[4]),
        (1, 0)
    );
}

/// Seat 0 on its Breakthrough turn, Van Allen Belts ("exhaust an
/// Astronaut" when it enters your Agency) on top of Universe slot 12.
fn van_allen_turn(st: &mut RawState) -> u8 {
    let belts = id("Van Allen Belts");
    st.put_card(belts, CardPlace::Slot(12));
    st.set_active_control(P0, Section::Breakthroughs, 6);
    st.give_turn(P0, Stage::Develop(Section::Breakthroughs));
    belts
}

#[test]
fn exhaust_an_astronaut_lays_down_an_upright_one_of_your_choice() {
    let mut st = domination_table(2);
    st.set_zone(P0, Zone::ManInSpace, 1, 0);
    st.set_zone(P0, Zone::PlanetExploration, 1, 1);
    let belts = van_allen_turn(&mut st);
    assert!(matches!(
        card_def(belts).unwrap().abilities[1].effect,
        Effect::Exhaust(1)
    ));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 12");
    assert_eq!(
        legal(&g, P0),
        ["zone 2", "zone 3"],
        "an upright astronaut of yours; mandatory, no stop"
    );
    play(&mut g, P0, "zone 3");
    let s = &g.raw().seats[P0];
    assert_eq!(
        (s.upright[3], s.exhausted[3]),
        (0, 2),
        "laid down where it is"
    );
    assert_eq!((s.upright[2], s.exhausted[2]), (1, 0));
    assert_eq!(s.in_zones(), 3);
    assert!(top(&g).is_none(), "one astronaut");
}

#[test]
fn exhausting_an_astronaut_loses_a_breakthrough_domination_tie() {
    let mut st = domination_table(3);
    st.set_zone(P0, Zone::ManInSpace, 2, 0);
    st.set_zone(P1, Zone::ManInSpace, 2, 0);
    van_allen_turn(&mut st);
    let mut g = game(st);
    let d = g.raw().domination(4);
    assert_eq!((d[P0], d[P1]), (4, 4), "tied: both gain");
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 12");
    assert_eq!(legal(&g, P0), ["zone 2"]);
    play(&mut g, P0, "zone 2");
    let d = g.raw().domination(4);
    assert_eq!(
        (d[P0], d[P1]),
        (0, 4),
        "still tied on astronauts: the fewest exhausted gains"
    );
}

#[test]
fn exhaust_with_no_upright_astronaut_does_nothing() {
    let mut st = domination_table(2);
    st.set_zone(P0, Zone::ManInSpace, 0, 1);
    van_allen_turn(&mut st);
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 12");
    assert!(top(&g).is_none(), "nothing to exhaust, nothing to decide");
    assert_eq!(g.raw().seats[P0].exhausted[2], 1);
}

#[test]
fn long_duration_flight_exhausts_an_astronaut_in_every_bureaucracy_step() {
    let flight = id("Long-Duration Flight");
    let mut st = table(2, 0);
    st.put_card(flight, CardPlace::Agency(P0));
    st.set_zone(P0, Zone::ReachingForTheStars, 1, 0);
    st.give_turn(P0, Stage::Bureaucracy);
    let mut g = game(st);
    assert_eq!(
        legal(&g, P0),
        [format!("activate {flight}.1")],
        "a Bureaucracy ability is mandatory"
    );
    play(&mut g, P0, &format!("activate {flight}.1"));
    assert_eq!(legal(&g, P0), ["zone 0", "zone 1"]);
    play(&mut g, P0, "zone 1");
    assert_eq!(g.raw().seats[P0].exhausted[1], 1);
}

#[test]
fn draw_reveal_special_places_a_matching_card_into_the_agency() {
    let guidance = id("Inertial Guidance"); // draw 1; Technology -> Agency
    let transistor = id("Transistor");
    let mut st = table(2, 0);
    st.put_card(guidance, CardPlace::Agency(P0));
    for c in 0..162u8 {
        if c != transistor && c != guidance {
            st.put_card(c, CardPlace::Lab(P1));
        }
    }
    st.put_card(transistor, CardPlace::Deck);
    st.set_active_control(P0, Section::Technology, 6);
    st.give_turn(P0, Stage::Develop(Section::Technology));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {guidance}.0"));
    assert!(g.raw().seats[P0].agency.contains(transistor as usize));
}

#[test]
fn dedication_comes_from_initiative_3_or_an_agency_card() {
    let mut st = table(2, 0);
    st.give_turn(P0, Stage::Develop(Section::Technology));
    st.set_active_control(P0, Section::Technology, 6);
    assert!(!st.dedicated(P0));
    st.set_active_control(P0, Section::Technology, 3);
    assert!(st.dedicated(P0));
    st.set_active_control(P1, Section::Technology, 6);
    let dedicating = CARDS.iter().position(|c| c.dedicates).unwrap() as u8;
    st.put_card(dedicating, CardPlace::Agency(P1));
    assert!(st.dedicated(P1));
}

#[test]
fn initiative_3_dedication_lasts_until_the_end_of_the_round() {
    // Issue 15, item 8. "All Control cards with Initiative value 3 make your
    // faction dedicated until the end of the round" (ruling R29).
    let dedicating = CARDS.iter().position(|c| c.dedicates).unwrap() as u8;
    let mut st = table(2, 0);
    st.put_card(dedicating, CardPlace::Agency(P1));
    st.set_active_control(P0, Section::Technology, 3);
    st.set_active_control(P1, Section::Technology, 6);
    st.give_turn(P0, Stage::Develop(Section::Technology));
    assert!(st.dedicated(P0), "phase 2");
    st.stage = Stage::Bureaucracy;
    assert!(st.dedicated(P0), "step 5 and phase 3 belong to the round");
    // The round ends: phase 3, then round 2 begins.
    let g = settled(st);
    let st = g.raw();
    assert_eq!((st.round, st.stage), (2, Stage::Unexplored));
    assert!(
        st.active_control(P0).is_some_and(|c| c.initiative == 3),
        "the card stays in front of the player until the next reveal"
    );
    assert!(!st.dedicated(P0), "the round is over: no longer dedicated");
    assert!(st.dedicated(P1), "an Agency card dedicates in every phase");
}

// ---------------------------------------------------------------- projects

fn pebbles_turn() -> RawState {
    let mut st = table(2, 0);
    st.set_project(0, project_id("Brilliant Pebbles"), ProjectStatus::Open);
    st.put_card(id("Area 51"), CardPlace::Slot(0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    st
}

#[test]
fn brilliant_pebbles_lets_area_51_place_up_to_three_astronauts() {
    let mut g = game(pebbles_turn());
    assert_eq!(card_def(id("Area 51")).unwrap().levels[0], 3);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert_eq!(legal(&g, P0), ["project 0", "stop"]);
    for _ in 0..3 {
        play(&mut g, P0, "project 0");
    }
    assert!(top(&g).is_none(), "up to 3");
    assert_eq!(g.raw().projects.as_slice()[0].standby[0], 3);
    // End of turn: the first astronaut on a blue space, the rest along the arrows.
    play(&mut g, P0, "done");
    assert_eq!(legal(&g, P0), ["space 0", "space 1", "space 3"]);
    play(&mut g, P0, "space 1");
    assert_eq!(
        &g.raw().projects.as_slice()[0].spaces[..6],
        &[None, Some(P0), Some(P0), Some(P0), None, None]
    );
}

#[test]
fn standby_astronauts_may_be_fewer_than_allowed() {
    let mut g = game(pebbles_turn());
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    play(&mut g, P0, "project 0");
    play(&mut g, P0, "stop");
    assert_eq!(g.raw().projects.as_slice()[0].standby[0], 1);
}

#[test]
fn later_astronauts_follow_the_arrows_and_excess_returns_to_the_agency() {
    let mut st = pebbles_turn();
    // Spaces 3..=5 are taken: P0's first goes on space 1, then space 2; the third returns.
    st.occupy(0, 3, P1);
    st.occupy(0, 4, P1);
    st.occupy(0, 5, P1);
    st.occupy(0, 0, P1);
    let mut g = game(st);
    let supply = g.raw().seats[P0].astronauts;
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    for _ in 0..3 {
        play(&mut g, P0, "project 0");
    }
    play(&mut g, P0, "done");
    let spaces = &g.raw().projects.as_slice()[0].spaces[..6];
    assert_eq!(
        spaces,
        &[Some(P1), Some(P0), Some(P0), Some(P1), Some(P1), Some(P1)]
    );
    assert_eq!(g.raw().seats[P0].astronauts, supply - 2);
}

#[test]
fn white_arrow_fallback_when_no_blue_space_is_empty() {
    let mut st = pebbles_turn();
    for k in [0, 1, 3] {
        st.occupy(0, k, P1);
    }
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    play(&mut g, P0, "project 0");
    play(&mut g, P0, "stop");
    play(&mut g, P0, "done");
    assert_eq!(
        g.raw().projects.as_slice()[0].spaces[2],
        Some(P0),
        "the first empty white space"
    );
}

/// Seat 0 with an empty Agency: its astronauts on spaces 1..=3 of Skylab
/// (stack position 1), one on the Standby of Mir (position 2), the rest in a
/// zone; Brilliant Pebbles (position 0) open, Area 51 in the Universe.
fn empty_agency_turn() -> RawState {
    let mut st = pebbles_turn();
    st.set_project(1, project_id("Skylab"), ProjectStatus::Open);
    st.set_project(2, project_id("Mir"), ProjectStatus::Open);
    for k in 1..=3 {
        st.occupy(1, k, P0);
    }
    st.projects.as_mut_slice()[2].standby[0] = 1;
    st.seats[P0].astronauts -= 1;
    let n = st.seats[P0].astronauts;
    st.set_zone(P0, Zone::ReachingForTheStars, n, 0);
    assert_eq!(st.seats[P0].astronauts, 0);
    st
}

#[test]
fn astronauts_come_from_another_project_when_the_agency_is_empty() {
    let mut g = game(empty_agency_turn());
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    // Area 51 entered: up to 3 astronauts for Brilliant Pebbles. The player
    // picks the source (ruling R9), or places no more.
    assert_eq!(legal(&g, P0), ["stop", "from project 1", "from standby 2"]);
    play(&mut g, P0, "from project 1");
    assert_eq!(legal(&g, P0), ["project 0"], "picked: it must be placed");
    play(&mut g, P0, "project 0");
    let st = g.raw();
    assert_eq!(
        &st.projects.as_slice()[1].spaces[..4],
        &[None, None, Some(P0), Some(P0)],
        "from the space farthest from the last one"
    );
    assert_eq!(st.projects.as_slice()[0].standby[0], 1);
    play(&mut g, P0, "from standby 2");
    play(&mut g, P0, "project 0");
    let st = g.raw();
    assert_eq!(
        st.projects.as_slice()[2].standby[0],
        0,
        "from a Standby area"
    );
    assert_eq!(st.projects.as_slice()[0].standby[0], 2);
    assert_eq!(legal(&g, P0), ["stop", "from project 1"]);
}

#[test]
fn taking_from_another_project_may_be_declined() {
    let mut g = game(empty_agency_turn());
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    play(&mut g, P0, "stop");
    let st = g.raw();
    assert_eq!(
        &st.projects.as_slice()[1].spaces[..4],
        &[None, Some(P0), Some(P0), Some(P0)]
    );
    assert_eq!(st.projects.as_slice()[2].standby[0], 1);
    assert_eq!(st.projects.as_slice()[0].standby[0], 0);
}

#[test]
fn the_project_placed_on_is_never_the_source() {
    // Every astronaut not in a zone is on Brilliant Pebbles itself: nothing
    // can be taken for it, so the offer needs no decision.
    let mut st = pebbles_turn();
    st.occupy(0, 1, P0);
    let n = st.seats[P0].astronauts;
    st.set_zone(P0, Zone::ReachingForTheStars, n, 0);
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert!(top(&g).is_none());
    assert_eq!(g.raw().projects.as_slice()[0].spaces[1], Some(P0));
}

#[test]
fn zone_placements_may_take_an_astronaut_from_any_project() {
    // Appendix: "If you run out of Astronauts in your Agency, you can take an
    // Astronaut from a Project ... or any Standby area."
    let mut st = empty_agency_turn();
    let magazine = id("Magazine Exclusive"); // 2 astronauts: Agency -> Launch Pad
    st.put_card(magazine, CardPlace::Agency(P0));
    let mut g = game(st);
    let pad = g.raw().seats[P0].upright[0];
    play(&mut g, P0, &format!("activate {magazine}.0"));
    assert_eq!(legal(&g, P0), ["stop", "from project 1", "from standby 2"]);
    play(&mut g, P0, "from standby 2");
    assert_eq!(legal(&g, P0), ["zone 0"]);
    play(&mut g, P0, "zone 0");
    let st = g.raw();
    assert_eq!(st.seats[P0].upright[0], pad + 1);
    assert_eq!(st.projects.as_slice()[2].standby[0], 0);
    play(&mut g, P0, "from project 1");
    play(&mut g, P0, "zone 0");
    assert_eq!(g.raw().seats[P0].upright[0], pad + 2);
    assert_eq!(
        &g.raw().projects.as_slice()[1].spaces[..4],
        &[None, None, Some(P0), Some(P0)]
    );
}

#[test]
fn science_popularisation_offers_a_project_astronaut_when_a_card_enters() {
    let mut st = pebbles_turn();
    st.set_project(0, project_id("Mir"), ProjectStatus::Open);
    st.put_card(id("Science Popularisation"), CardPlace::Agency(P0));
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert_eq!(
        legal(&g, P0),
        ["project 0", "stop"],
        "a Propaganda card entered"
    );
    play(&mut g, P0, "project 0");
    assert!(top(&g).is_none(), "one astronaut");
}

#[test]
fn unopened_projects_take_no_astronauts() {
    let mut st = pebbles_turn();
    st.set_project(0, project_id("Brilliant Pebbles"), ProjectStatus::FaceDown);
    let mut g = game(st);
    play(&mut g, P0, "activate control.0");
    play(&mut g, P0, "slot 0");
    assert!(top(&g).is_none());
}

// ---------------------------------------------------------------- phase 3

#[test]
fn zvezda_moonbase_example_scores_blue_6_red_5_black_3() {
    let mut st = table(3, 0);
    st.set_project(0, project_id("Zvezda Moonbase"), ProjectStatus::Open);
    let (red, blue, black) = (P0, P1, P2);
    st.occupy(0, 1, blue);
    st.occupy(0, 5, blue);
    st.occupy(0, 2, red);
    st.occupy(0, 3, red);
    st.occupy(0, 4, black);
    let mut g = game(st);
    let before = [progress(&g, red), progress(&g, blue), progress(&g, black)];
    resolve(&mut g, Symbol::CloseProject);
    assert_eq!(progress(&g, blue) - before[1], 6);
    assert_eq!(progress(&g, red) - before[0], 5);
    assert_eq!(progress(&g, black) - before[2], 3);
    assert_eq!(g.raw().projects.as_slice()[0].status, ProjectStatus::Closed);
    assert!(
        g.raw().seats.iter().all(|(_, s)| s.astronauts == 14),
        "astronauts return"
    );
}

#[test]
fn an_incomplete_project_closes_without_progress() {
    let mut st = table(2, 0);
    st.set_project(0, project_id("Zvezda Moonbase"), ProjectStatus::Open);
    st.occupy(0, 0, P0);
    st.occupy(0, 4, P1);
    let mut g = game(st);
    let before = (progress(&g, P0), progress(&g, P1));
    resolve(&mut g, Symbol::CloseProject);
    assert_eq!((progress(&g, P0), progress(&g, P1)), before);
    assert_eq!(g.raw().seats[P0].astronauts, 14);
}

#[test]
fn open_and_close_and_open_symbols_work_on_the_project_stack() {
    let mut st = table(2, 0);
    let first = st.projects.as_slice()[0].id;
    st.set_project(0, first, ProjectStatus::Open);
    let mut g = game(st);
    resolve(&mut g, Symbol::OpenProject);
    let statuses = |g: &SpaceRace| {
        g.raw()
            .projects
            .iter()
            .map(|p| p.status)
            .collect::<Vec<_>>()
    };
    use ProjectStatus::*;
    assert_eq!(statuses(&g), [Open, Open, FaceDown, FaceDown, FaceDown]);
    resolve(&mut g, Symbol::CloseAndOpen);
    assert_eq!(statuses(&g), [Closed, Open, Open, FaceDown, FaceDown]);
    resolve(&mut g, Symbol::CloseProject);
    assert_eq!(statuses(&g), [Closed, Closed, Open, FaceDown, FaceDown]);
}

fn cards_with_level(section: Section, level: u8) -> u8 {
    CARDS
        .iter()
        .position(|c| {
            c.section == section
                && c.levels[section.index()] == level
                && c.levels.iter().filter(|&&l| l > 0).count() == 1
        })
        .unwrap() as u8
}

#[test]
fn agency_output_example_breakthrough_levels_4_times_2_is_8() {
    let mut st = table(2, 0);
    st.put_card(
        cards_with_level(Section::Breakthroughs, 1),
        CardPlace::Agency(P0),
    );
    st.put_card(
        cards_with_level(Section::Breakthroughs, 3),
        CardPlace::Agency(P0),
    );
    st.put_card(
        cards_with_level(Section::Propaganda, 2),
        CardPlace::Agency(P0),
    );
    st.set_active_control(P0, Section::Breakthroughs, 6);
    st.set_active_control(P1, Section::Propaganda, 6);
    let mut g = game(st);
    let before = progress(&g, P0);
    resolve(&mut g, Symbol::AgencyOutput(2));
    assert_eq!(progress(&g, P0) - before, 8);
}

#[test]
fn ai_players_gain_double_agency_output() {
    let mut st = table(1, 1);
    st.put_card(
        cards_with_level(Section::Technology, 2),
        CardPlace::Agency(P1),
    );
    st.set_active_control(P1, Section::Technology, 6);
    st.set_active_control(P0, Section::Technology, 6);
    let out = st.agency_output(1);
    assert_eq!(out[P1], 4);
}

fn domination_table(n: u8) -> RawState {
    let mut st = table(n, 0);
    for (p, _) in st.seats.clone().iter() {
        st.set_zone(p, Zone::LaunchPad, 0, 0);
    }
    st
}

#[test]
fn breakthrough_domination_example_1_tied_players_all_gain() {
    let mut st = domination_table(3);
    st.set_zone(P0, Zone::ManInSpace, 2, 0); // purple
    st.set_zone(P1, Zone::ManInSpace, 2, 0); // black
    st.set_zone(P2, Zone::ManInSpace, 1, 0);
    let g = game(st);
    let d = g.raw().domination(4);
    assert_eq!((d[P0], d[P1], d[P2]), (4, 4, 0));
}

#[test]
fn breakthrough_domination_example_2_fewest_exhausted_wins_the_tie() {
    let mut st = domination_table(3);
    st.set_zone(P0, Zone::ManInSpace, 2, 0);
    st.set_zone(P1, Zone::ManInSpace, 1, 1);
    let g = game(st);
    let d = g.raw().domination(4);
    assert_eq!((d[P0], d[P1]), (4, 0));
}

#[test]
fn breakthrough_domination_example_3_two_players_gain_the_lower_value() {
    let mut st = domination_table(2);
    st.set_zone(P1, Zone::PlanetExploration, 1, 0);
    let mut g = game(st);
    let before = progress(&g, P1);
    resolve(
        &mut g,
        Symbol::Domination {
            value: 4,
            two_player: 3,
        },
    );
    assert_eq!(progress(&g, P1) - before, 3);
}

#[test]
fn breakthrough_domination_ignores_the_launch_pad() {
    let mut st = domination_table(2);
    st.set_zone(P0, Zone::LaunchPad, 5, 0);
    let g = game(st);
    assert_eq!(g.raw().domination(4)[P0], 0);
}

#[test]
fn lab_research_example_four_cards_four_progress() {
    let mut st = table(2, 0);
    for c in 0..4 {
        st.put_card(c, CardPlace::Lab(P0));
    }
    let mut g = game(st);
    let before = progress(&g, P0);
    resolve(&mut g, Symbol::LabResearch(1));
    assert_eq!(progress(&g, P0) - before, 4);
    resolve(&mut g, Symbol::LabResearch(2));
    assert_eq!(progress(&g, P0) - before, 12);
}

#[test]
fn a_rocket_never_shares_a_space() {
    let mut st = table(2, 0);
    st.seats[P0].progress = 10;
    st.seats[P1].progress = 13;
    for c in 0..3 {
        st.put_card(c, CardPlace::Lab(P0));
    }
    let mut g = game(st);
    resolve(&mut g, Symbol::LabResearch(1));
    assert_eq!(progress(&g, P0), 14, "the next empty space ahead");
}

#[test]
fn progress_is_gained_in_reverse_turn_order() {
    // Both gain 3 from 10 and 11: the one behind moves first (to 13), the
    // leader then lands on 14.
    let mut st = table(2, 0);
    st.seats[P0].progress = 11;
    st.seats[P1].progress = 10;
    for c in 0..3 {
        st.put_card(c, CardPlace::Lab(P0));
        st.put_card(c + 3, CardPlace::Lab(P1));
    }
    let mut g = game(st);
    resolve(&mut g, Symbol::LabResearch(1));
    assert_eq!((progress(&g, P1), progress(&g, P0)), (13, 14));
}

#[test]
fn the_game_ends_after_the_seventh_tile_and_the_farthest_rocket_wins() {
    let mut g = SpaceRace::new(&Config::new(2), 21).unwrap();
    let mut steps = 0;
    while !g.is_finished() {
        let p = g.to_act().first().unwrap();
        let a = g.legal_actions(p)[0];
        g.apply(p, &a).unwrap();
        steps += 1;
        assert!(steps < 5000);
    }
    assert_eq!(g.raw().tile, 7);
    let o = g.outcome().unwrap();
    let best = (0..2)
        .max_by_key(|&i| g.raw().seats[PlayerId(i)].progress)
        .unwrap();
    assert!(o.winners.contains(PlayerId(best)));
    assert_eq!(o.winners.len(), 1);
    assert!(!o.capped);
}

// ---------------------------------------------------------------- AI players

fn ai_table() -> RawState {
    let mut st = table(1, 2);
    for p in [P0, P1, P2] {
        st.set_zone(p, Zone::LaunchPad, 0, 0);
    }
    st
}

#[test]
fn ai_placement_example_1_first_zone_where_it_gains_without_a_tie() {
    let mut st = ai_table();
    st.set_zone(P0, Zone::ReachingForTheStars, 2, 0);
    st.set_zone(P0, Zone::ManInSpace, 1, 0);
    st.set_zone(P0, Zone::PlanetExploration, 1, 0);
    assert_eq!(
        st.ai_zone(P1, Zones::SCORED),
        Some(Zone::SearchForExtraterrestrialLife)
    );
}

#[test]
fn ai_placement_example_2_first_zone_where_it_ties() {
    let mut st = ai_table();
    st.set_zone(P0, Zone::ReachingForTheStars, 3, 0);
    st.set_zone(P0, Zone::ManInSpace, 1, 0);
    st.set_zone(P0, Zone::PlanetExploration, 2, 0);
    st.set_zone(P0, Zone::SearchForExtraterrestrialLife, 2, 0);
    assert_eq!(st.ai_zone(P1, Zones::SCORED), Some(Zone::ManInSpace));
}

#[test]
fn ai_placement_example_3_first_zone_where_it_breaks_a_tie() {
    let mut st = ai_table();
    st.set_zone(P0, Zone::ReachingForTheStars, 3, 0);
    st.set_zone(P0, Zone::ManInSpace, 3, 0);
    st.set_zone(P1, Zone::ManInSpace, 1, 0);
    st.set_zone(P0, Zone::PlanetExploration, 2, 0);
    st.set_zone(P1, Zone::PlanetExploration, 2, 0);
    st.set_zone(P0, Zone::SearchForExtraterrestrialLife, 3, 0);
    assert_eq!(st.ai_zone(P1, Zones::SCORED), Some(Zone::PlanetExploration));
}

#[test]
fn ai_placement_step_4_comes_closest_to_leading() {
    let mut st = ai_table();
    st.set_zone(P0, Zone::ReachingForTheStars, 4, 0);
    st.set_zone(P0, Zone::ManInSpace, 3, 0);
    st.set_zone(P0, Zone::PlanetExploration, 4, 0);
    st.set_zone(P0, Zone::SearchForExtraterrestrialLife, 3, 0);
    assert_eq!(st.ai_zone(P1, Zones::SCORED), Some(Zone::ManInSpace));
}

#[test]
fn ai_launch_pad_procedure_runs_before_breakthrough_domination() {
    let st = ai_table();
    let mut g = game(st);
    resolve(
        &mut g,
        Symbol::Domination {
            value: 2,
            two_player: 1,
        },
    );
    // No astronaut on the Launch Pad: each AI puts one there.
    assert_eq!(g.raw().seats[P1].upright[0], 1);
    assert_eq!(g.raw().seats[P2].upright[0], 1);
    assert_eq!(g.raw().seats[P0].upright[0], 0, "humans do nothing");
    resolve(
        &mut g,
        Symbol::Domination {
            value: 2,
            two_player: 1,
        },
    );
    // Then from the Launch Pad into a zone, in reverse turn order: P2 (behind)
    // leads alone in Reaching for the Stars; P1 would only tie there, so it
    // takes the next zone where it leads alone, Man in Space.
    let s1 = &g.raw().seats[P1];
    let s2 = &g.raw().seats[P2];
    assert_eq!(s2.upright[1], 1);
    assert_eq!(s1.upright[2], 1);
    assert_eq!(s1.upright[0] + s2.upright[0], 0);
}

#[test]
fn ai_takes_the_rightmost_card_of_its_section_and_a_lab_card_when_alone() {
    let (a, b) = (id("Moon Speech"), id("Newsreel"));
    let mut st = table(1, 1);
    st.put_card(a, CardPlace::Slot(0));
    st.put_card(b, CardPlace::Slot(2));
    st.stage = Stage::ChooseControl;
    st.order.clear();
    st.seats[P1].committed = Some(2); // Propaganda 6
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P0, "control 5"); // Technology 6
    let s = &g.raw().seats[P1];
    assert!(
        s.agency.contains(b as usize),
        "the rightmost Propaganda card"
    );
    assert!(!s.agency.contains(a as usize));
    assert_eq!(
        s.lab.len(),
        1,
        "alone in the Propaganda step: a Deck card to its Lab"
    );
}

#[test]
fn ai_takes_from_a_preceding_section_or_the_deck() {
    let a = id("Moon Speech");
    let mut st = table(1, 1);
    st.put_card(a, CardPlace::Slot(1));
    st.stage = Stage::ChooseControl;
    st.order.clear();
    st.seats[P1].committed = Some(5); // Technology 6: no Technology card
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P0, "control 11"); // Breakthrough 6
    assert!(g.raw().seats[P1].agency.contains(a as usize));
}

#[test]
fn ai_resolves_breakthrough_astronaut_placement_only() {
    let b = id("First Woman in Space"); // immediate: an astronaut into a scored zone
    let mut st = table(1, 1);
    st.put_card(b, CardPlace::Slot(12));
    st.stage = Stage::ChooseControl;
    st.order.clear();
    st.seats[P1].committed = Some(11);
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P0, "control 2");
    play(&mut g, P0, "done");
    let s = &g.raw().seats[P1];
    assert!(s.agency.contains(b as usize));
    assert_eq!(
        s.upright[1], 1,
        "placed by the AI procedure: Reaching for the Stars"
    );
    assert_eq!(s.hand.len(), 0, "its draw ability is not resolved");
}

#[test]
fn dedicated_ai_moves_from_the_launch_pad_in_bureaucracy() {
    for (init, moved) in [(3u8, true), (6u8, false)] {
        let newsreel = id("Newsreel");
        let mut st = table(1, 1);
        st.set_active_control(P1, Section::Technology, init);
        st.set_active_control(P0, Section::Technology, 6);
        st.put_card(newsreel, CardPlace::Agency(P0));
        st.put_card(0, CardPlace::Hand(P0));
        st.give_turn(P0, Stage::Bureaucracy);
        let _ = st.order.push(P1);
        let mut g = game(st);
        play(&mut g, P0, &format!("activate {newsreel}.1"));
        play(&mut g, P0, "card 0");
        // Nothing else to resolve: P0's turn ends, the AI acts.
        let s = &g.raw().seats[P1];
        assert_eq!(
            s.upright[1] == 1 && s.upright[0] == 0,
            moved,
            "initiative {init}"
        );
    }
}

#[test]
fn ai_project_placement_ends_on_the_blue_space_closest_to_the_end() {
    // Brilliant Pebbles spaces: blue 0, 1, 3; white 2, 4, 5.
    let mut st = table(1, 1);
    st.set_project(0, project_id("Brilliant Pebbles"), ProjectStatus::Open);
    st.seats[P1].astronauts -= 2;
    st.projects.as_mut_slice()[0].standby[1] = 2;
    // The AI's phase 1 turn comes first.
    st.seats[P1].progress = 200;
    st.give_turn(P1, Stage::Unexplored);
    st.order.clear();
    let _ = st.order.push(P1);
    let _ = st.order.push(P0);
    // A state cannot rest on an AI seat: run from the human's point of view.
    st.order_idx = 0;
    let mut raw = st;
    raw.stage = Stage::Unexplored;
    let ok = SpaceRace::try_from(raw);
    assert!(ok.is_err(), "a state never rests on an AI seat");
    raw.order.as_mut_slice().swap(0, 1);
    raw.order_idx = 0;
    let mut g = SpaceRace::try_from(raw).unwrap();
    play(&mut g, P0, "done");
    // Two astronauts, the last should land on space 3 (the blue space
    // closest to the end). No blue start achieves it (space 2 is white):
    // starting on 1 ends on 2, starting on 3 ends on 4, both one space off;
    // ruling R10 breaks the tie toward the later start.
    let spaces = &g.raw().projects.as_slice()[0].spaces[..6];
    assert_eq!(spaces, &[None, None, None, Some(P1), Some(P1), None]);
}

// ---------------------------------------------------------------- data

#[test]
fn card_counts_and_given_facts() {
    assert_eq!(CARDS.len(), 162);
    let count = |s: Section| CARDS.iter().filter(|c| c.section == s).count();
    assert_eq!(
        [
            count(Section::Propaganda),
            count(Section::Technology),
            count(Section::SpacePrograms),
            count(Section::Breakthroughs)
        ],
        [40, 41, 41, 40]
    );
    let a51 = card_def(id("Area 51")).unwrap();
    assert_eq!((a51.section, a51.levels[0]), (Section::Propaganda, 3));
    let sp = card_def(id("Science Popularisation")).unwrap();
    assert!(sp
        .abilities
        .iter()
        .any(|a| matches!(a.timing, Timing::Permanent(_))));
    let ce = card_def(id("Chang'e Program")).unwrap();
    assert!(ce
        .abilities
        .iter()
        .any(|a| a.dedicated && matches!(a.timing, Timing::Bureaucracy | Timing::MayBureaucracy)));
    assert!(CARDS
        .iter()
        .filter(|c| c.leader)
        .all(|c| c.section == Section::Propaganda));
    assert_eq!(PROJECTS.len(), 25);
    for m in Mission::ALL {
        assert_eq!(m.tiles().len(), 7);
    }
    assert_eq!(project(PROJECT_SANGUINE).unwrap().name, "Project Sanguine");
    assert_eq!(space_race_rules::ACTION_SPACE, 726);
}

#[test]
fn universe_slots_never_overflow() {
    for s in Section::ALL {
        assert!(CARDS.iter().filter(|c| c.section == s).count() <= 64);
    }
}

#[test]
fn card_data_uses_only_moves_the_engine_interprets() {
    use space_race_rules::data::Move;
    fn ok(m: &Move) -> bool {
        match m.thing {
            Thing::Cards(_) => {
                matches!(
                    m.from,
                    Place::Deck
                        | Place::Hand
                        | Place::Lab
                        | Place::Agency
                        | Place::Universe
                        | Place::Investments
                ) && matches!(
                    m.to,
                    Place::Hand
                        | Place::Lab
                        | Place::Agency
                        | Place::Investments
                        | Place::Unexplored
                ) && m.from != m.to
            }
            _ => {
                matches!(m.from, Place::Agency | Place::Zones(_))
                    && matches!(m.to, Place::Zones(_) | Place::Agency | Place::Projects)
            }
        }
    }
    for c in CARDS.iter() {
        assert!(c.abilities.len() <= 3, "{}", c.name);
        for a in c.abilities {
            match a.effect {
                Effect::Move(m) => assert!(ok(&m), "{}", c.name),
                Effect::Combined { n, top, bottom } => {
                    assert!(n <= 6 && ok(&top) && ok(&bottom), "{}", c.name)
                }
                _ => {}
            }
            if let Timing::Permanent(_) = a.timing {
                // Triggered effects never move cards into an Agency or astronauts into a zone.
                if let Effect::Move(m) = a.effect {
                    assert!(
                        m.to != Place::Agency && !matches!(m.to, Place::Zones(_)),
                        "{}",
                        c.name
                    );
                }
            }
        }
    }
}

#[test]
fn mission_tiles_never_open_more_than_the_four_face_down_projects() {
    for m in Mission::ALL {
        let opens: usize = m
            .tiles()
            .iter()
            .flat_map(|t| t.symbols.iter())
            .filter(|s| matches!(s, Symbol::OpenProject | Symbol::CloseAndOpen))
            .count();
        assert!(opens <= 4, "{m:?}");
    }
    // Vostok values Lab Research more, Cassini-Huygens scores Breakthroughs every round.
    let lab = |m: Mission| -> u32 {
        m.tiles()
            .iter()
            .flat_map(|t| t.symbols.iter())
            .map(|s| {
                if let Symbol::LabResearch(k) = s {
                    *k as u32
                } else {
                    0
                }
            })
            .sum()
    };
    assert!(lab(Mission::Vostok) > lab(Mission::Mercury));
    assert!(Mission::CassiniHuygens.tiles().iter().all(|t| t
        .symbols
        .iter()
        .any(|s| matches!(s, Symbol::Domination { .. }))));
}

// ---------------------------------------------------------------- rulings

#[test]
fn setup_refuses_unplayable_configs() {
    assert!(SpaceRace::new(&Config::new(1), 1).is_err(), "a lone seat");
    assert!(
        SpaceRace::new(&Config::new(3).with_ai(3), 1).is_err(),
        "no human seat"
    );
    assert!(
        SpaceRace::new(&Config::new(5).with_ai(4), 1).is_ok(),
        "solo, expert"
    );
    let mut twice = Config::new(2);
    twice.seats.as_mut_slice()[1].rocket = Rocket::N1;
    assert!(SpaceRace::new(&twice, 1).is_err(), "two Soviet seats");
    let mut zero = Config::new(2);
    zero.decision_cap = 0;
    assert!(SpaceRace::new(&zero, 1).is_err());
}

#[test]
fn requirements_are_met_only_on_your_own_turn() {
    // Luna Programme: whenever you put a card into your Lab, place 1 astronaut.
    let luna = project_id("Luna Programme");
    let mut st = table(1, 1);
    st.set_project(0, luna, ProjectStatus::Open);
    st.set_active_control(P0, Section::Technology, 6);
    st.set_active_control(P1, Section::Technology, 6);
    st.give_turn(P0, Stage::Bureaucracy);
    let g = settled(st);
    // Round 2 step 1: the AI put a Deck card into its Lab, not on its turn.
    assert_eq!(g.raw().round, 2);
    assert_eq!(g.raw().seats[P1].lab.len(), 1);
    assert_eq!(g.raw().projects.as_slice()[0].standby[1], 0);
    // On a human's own turn the same move meets the requirement.
    let circuit = id("Integrated Circuit");
    let mut st = table(2, 0);
    st.set_project(0, luna, ProjectStatus::Open);
    st.put_card(circuit, CardPlace::Agency(P0));
    st.put_card(0, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::Technology, 6);
    st.give_turn(P0, Stage::Develop(Section::Technology));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {circuit}.0"));
    play(&mut g, P0, "card 0");
    assert_eq!(legal(&g, P0), ["project 0", "stop"]);
}

#[test]
fn decision_cap_ends_the_game_as_capped() {
    let mut config = Config::new(2);
    config.decision_cap = 5;
    let mut g = SpaceRace::new(&config, 3).unwrap();
    for _ in 0..5 {
        let p = g.to_act().first().unwrap();
        let a = *g.legal_actions(p).last().unwrap();
        g.apply(p, &a).unwrap();
    }
    assert!(g.is_finished());
    assert!(g.outcome().unwrap().capped);
    assert_eq!(g.decision_bound(), 5);
}

#[test]
fn ai_keeps_its_new_leader() {
    let (webb, korolev) = (id("James Webb"), id("Sergei Korolev"));
    let mut st = table(1, 1);
    st.put_card(webb, CardPlace::Agency(P1));
    st.put_card(korolev, CardPlace::Slot(3));
    st.stage = Stage::ChooseControl;
    st.order.clear();
    st.seats[P1].committed = Some(2);
    let mut g = SpaceRace::try_from(st).unwrap();
    play(&mut g, P0, "control 5");
    let s = &g.raw().seats[P1];
    assert!(s.agency.contains(korolev as usize));
    assert!(s.lab.contains(webb as usize));
}

#[test]
fn cards_seen_entering_a_hand_stay_public() {
    let korolev = id("Sergei Korolev"); // any Universe card into your hand
    let moon = id("Moon Speech");
    let mut st = table(2, 0);
    st.put_card(korolev, CardPlace::Agency(P0));
    st.put_card(moon, CardPlace::Slot(0));
    st.put_card(1, CardPlace::Hand(P0));
    st.set_active_control(P0, Section::Propaganda, 6);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    let mut g = game(st);
    play(&mut g, P0, &format!("activate {korolev}.0"));
    play(&mut g, P0, "slot 0");
    let seen = g.observe(Viewer::Seat(P1)).seats[P0];
    let known: Vec<usize> = seen.hand_known.iter().collect();
    assert_eq!(known, [moon as usize], "the secret card stays secret");
    assert_eq!(seen.hand_size, 2);
}

#[test]
fn a_tampered_state_is_refused_with_the_broken_invariant() {
    let g = SpaceRace::new(&Config::new(2), 8).unwrap();
    let mut st = *g.raw();
    let c = st.seats[P0].hand.iter().next().unwrap();
    st.seats[P1].lab.insert(c);
    let err = SpaceRace::try_from(st).unwrap_err();
    assert!(err.to_string().contains("card conservation"), "{err}");
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_string(&st).unwrap();
        let back: Result<SpaceRace, _> = serde_json::from_str(&json);
        assert!(back.unwrap_err().to_string().contains("card conservation"));
    }
    let mut st = *g.raw();
    st.seats[P0].astronauts += 1;
    assert!(SpaceRace::try_from(st)
        .unwrap_err()
        .to_string()
        .contains("astronaut"));
}

#[test]
fn refused_actions_name_the_rule_and_what_is_legal() {
    let g = SpaceRace::new(&Config::new(2), 8).unwrap();
    let p = g.to_act().first().unwrap();
    let other = if p == P0 { P1 } else { P0 };
    let e = g.validate(other, &Action::Done).unwrap_err().to_string();
    assert!(e.contains("no decision"), "{e}");
    let e = g.validate(p, &Action::Draw).unwrap_err().to_string();
    assert_eq!(
        e,
        "not now: the decision is which card from your hand to put face down into the \
         Unexplored Universe next (phase 1, step 2), if any"
    );
}

#[test]
fn ai_phase_1_puts_a_deck_card_into_the_unexplored_universe_and_one_into_the_lab() {
    use space_race_rules::{CardZone, Event};
    let mut g = SpaceRace::new(&Config::new(3).with_ai(2), 6).unwrap();
    let mut log = Vec::new();
    g.apply_with_events(P0, &Action::Done, &mut log).unwrap();
    for ai in [P1, P2] {
        let n = log
            .iter()
            .filter(|l| {
                l.event
                    == Event::CardMoved {
                        seat: Some(ai),
                        card: None,
                        from: CardZone::Deck,
                        to: CardZone::Unexplored,
                    }
            })
            .count();
        assert_eq!(n, 1, "step 2: one face-down Deck card from {ai}");
    }
    // Round 2 step 1: a Deck card into each AI Lab instead of a draw.
    let labs = |g: &SpaceRace| [g.raw().seats[P1].lab.len(), g.raw().seats[P2].lab.len()];
    let before = labs(&g);
    while g.raw().round == 1 {
        let p = g.to_act().first().unwrap();
        let a = *g.legal_actions(p).last().unwrap();
        g.apply(p, &a).unwrap();
    }
    let after = labs(&g);
    assert!(after[0] > before[0] && after[1] > before[1]);
}
