//! Words for people: the narration of setup, and (below) the board of a
//! seat and of the spectator, the legal actions as sentences with the full
//! text of what they refer to, and the card sheet, pinned by insta
//! snapshots and scanned for `Debug` text.

use std::fmt::Write as _;

use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::random_playout;
use cardgame_core::{Audience, Describe, EventSink};
use red_planet_rules::cardgame_core::testkit::words::{assert_for_people, debug_text, BOARD_WIDTH};
use red_planet_rules::{
    Action, Board, Colour, Config, Event, Game, PlayerId, RedPlanet, Resource, RuleError,
    Specialist, Viewer, Zone,
};

const FOUR_PLAYERS_SEED_21: &str = include_str!("data/four-players-seed-21.actions");
const TWO_PLAYERS_BOARD_3_SEED_5: &str = include_str!("data/two-players-board-3-seed-5.actions");

/// A recorded game: its config, seed and actions.
fn recorded(two: bool) -> (Config, u64, Vec<(PlayerId, Action)>) {
    if two {
        (
            Config::new(2).with_board(Board::Three),
            5,
            parse_actions(TWO_PLAYERS_BOARD_3_SEED_5).expect("a golden action file"),
        )
    } else {
        (
            Config::new(4),
            21,
            parse_actions(FOUR_PLAYERS_SEED_21).expect("a golden action file"),
        )
    }
}

/// The recorded game after its first `n` actions, and the next action.
fn after(two: bool, n: usize) -> (RedPlanet, Option<Action>) {
    let (config, seed, actions) = recorded(two);
    let mut g = RedPlanet::new(&config, seed).expect("setup");
    for (p, a) in actions.iter().take(n) {
        g.apply(*p, a).expect("recorded action");
    }
    (g, actions.get(n).map(|(_, a)| *a))
}

/// What a person at the seat to act sees: the board, the numbered actions
/// as sentences, and the full text behind the recorded choice (`?N`).
fn seat_view(g: &RedPlanet, chosen: Option<&Action>) -> String {
    let mut out = String::new();
    let Some(seat) = g.to_act().first() else {
        let _ = write!(out, "{}", g.observe(Viewer::Seat(PlayerId(0))));
        return out;
    };
    let _ = writeln!(out, "{}", g.observe(Viewer::Seat(seat)));
    let legal = g.legal_actions(seat);
    let _ = writeln!(out, "{seat}, choose:");
    for (i, a) in legal.iter().enumerate() {
        let _ = writeln!(out, "  {:>2}. {}", i + 1, g.action_sentence(seat, a));
    }
    if let Some(a) = chosen {
        let n = legal.iter().position(|l| l == a).map_or(0, |i| i + 1);
        let _ = writeln!(out, "\n?{n} ({a}):");
        out.push_str(&g.action_explanation(seat, a));
    }
    out
}

/// The seat's view and the spectator's board after `n` recorded actions.
fn state_views(two: bool, n: usize) -> (String, String) {
    let (g, next) = after(two, n);
    (
        seat_view(&g, next.as_ref()),
        g.observe(Viewer::Spectator).to_string(),
    )
}

#[test]
fn words_at_setup() {
    let (seat, spectator) = state_views(false, 0);
    insta::assert_snapshot!("setup_seat", seat);
    insta::assert_snapshot!("setup_spectator", spectator);
}

#[test]
fn words_at_setup_with_two_players_stacking_the_neutral_deck() {
    let (seat, spectator) = state_views(true, 3);
    assert!(seat.contains("Stack "), "{seat}");
    insta::assert_snapshot!("two_players_setup_seat", seat);
    insta::assert_snapshot!("two_players_setup_spectator", spectator);
}

#[test]
fn words_while_an_explorer_makes_its_moves() {
    // The Explorer's second of up to three moves.
    let (seat, spectator) = state_views(false, 22);
    assert!(seat.contains("[move 2 of up to 3]"), "{seat}");
    insta::assert_snapshot!("exploring_seat", seat);
    insta::assert_snapshot!("exploring_spectator", spectator);
}

#[test]
fn words_while_a_soldier_moves_from_phobos_after_its_kill() {
    let (seat, spectator) = state_views(false, 37);
    assert!(seat.contains("from Phobos"), "{seat}");
    insta::assert_snapshot!("soldier_seat", seat);
    insta::assert_snapshot!("soldier_spectator", spectator);
}

#[test]
fn words_while_a_drawn_discovery_awaits_its_zone() {
    let (seat, spectator) = state_views(false, 47);
    assert!(
        seat.contains("Assign the drawn discovery Rich Vein"),
        "{seat}"
    );
    assert!(!spectator.contains("Rich Vein"), "{spectator}");
    insta::assert_snapshot!("assigning_seat", seat);
    insta::assert_snapshot!("assigning_spectator", spectator);
}

#[test]
fn words_with_two_players_while_a_neutral_colour_resolves() {
    let (seat, spectator) = state_views(true, 12);
    assert!(seat.contains("For your neutral Green"), "{seat}");
    insta::assert_snapshot!("two_players_neutral_seat", seat);
    insta::assert_snapshot!("two_players_neutral_spectator", spectator);
}

#[test]
fn words_mid_game() {
    let (seat, spectator) = state_views(false, 52);
    insta::assert_snapshot!("mid_game_seat", seat);
    insta::assert_snapshot!("mid_game_spectator", spectator);
}

#[test]
fn words_at_game_over() {
    let (_, _, actions) = recorded(false);
    let (g, _) = after(false, actions.len());
    assert!(g.outcome().is_some());
    let (seat, spectator) = state_views(false, actions.len());
    assert!(spectator.contains("FINAL SCORING"), "{spectator}");
    insta::assert_snapshot!("game_over_seat", seat);
    insta::assert_snapshot!("game_over_spectator", spectator);
}

#[test]
fn the_card_sheet() {
    let mut sheet = String::new();
    RedPlanet::card_sheet(&Config::new(4), &mut sheet).expect("written");
    for s in Specialist::ALL {
        assert!(sheet.contains(s.printed_effect().split(' ').next().unwrap_or("")));
        assert!(sheet.contains(&s.name().to_uppercase()), "{s}");
    }
    for id in 0..29u8 {
        assert!(
            sheet.contains(red_planet_rules::data::event_name(id)),
            "card {id}"
        );
    }
    for id in 0..36 {
        assert!(sheet.contains(&format!("#{id}: ")), "ship {id}");
    }
    insta::assert_snapshot!(sheet);
    let mut two = String::new();
    RedPlanet::card_sheet(&Config::new(2), &mut two).expect("written");
    assert!(two.contains("THE 2-PLAYER VARIANT"));
}

fn audience(a: Audience) -> String {
    match a {
        Audience::All => String::new(),
        Audience::Seats(s) => format!("[{s} only] "),
        Audience::AllExcept(s) => format!("[all but {s}] "),
    }
}

#[test]
fn setup_is_narrated() {
    let (config, seed, actions) = recorded(true);
    let mut events = Keep::default();
    let mut g = RedPlanet::new_with_events(&config, seed, &mut events).expect("setup");
    let mut text = String::new();
    for (a, e) in &events.0 {
        let _ = writeln!(text, "{}{e}", audience(*a));
    }
    // The first round, to read the narration of a resolution.
    let mut more = Keep::default();
    for (p, a) in actions.iter().take(20) {
        let _ = writeln!(text, "{p}: {}", g.action_sentence(*p, a));
        more.0.clear();
        g.apply_with_events(*p, a, &mut more).expect("recorded");
        for (a, e) in &more.0 {
            let _ = writeln!(text, "    {}{e}", audience(*a));
        }
    }
    insta::assert_snapshot!(text);
}

/// Keeps every event with its audience.
#[derive(Default)]
struct Keep(Vec<(Audience, Event)>);

impl EventSink<Event> for Keep {
    fn emit(&mut self, audience: Audience, event: Event) {
        self.0.push((audience, event));
    }
}

/// Every seat count, the 2-player variant, and other boards.
fn configs() -> Vec<Config> {
    let mut v: Vec<Config> = (2..=6u8).map(Config::new).collect();
    v.push(Config::new(2).with_board(Board::Three));
    v.push(Config::new(5).with_board(Board::Four));
    v
}

#[test]
fn new_with_events_sets_up_the_same_state_as_new() {
    for config in configs() {
        for seed in 0..20 {
            let mut events = Keep::default();
            let narrated = RedPlanet::new_with_events(&config, seed, &mut events).expect("setup");
            assert_eq!(narrated, RedPlanet::new(&config, seed).expect("setup"));
            let colours = config.colours();
            let players = usize::from(config.players);
            let neutrals = colours - players.min(colours);
            // Setup, a ship and a starting astronaut per dock (and perhaps
            // a Phobos token), the first player, the resources, two lines per
            // dealt pair, the event deck, two lines per neutral deck.
            let phobos = events
                .0
                .iter()
                .filter(|(_, e)| matches!(e, Event::PhobosToken { .. }))
                .count();
            assert!(phobos <= 1);
            assert_eq!(
                events.0.len(),
                1 + 2 * colours + phobos + 1 + 1 + 2 * players + 1 + 2 * neutrals,
                "{config:?} seed {seed}"
            );
            assert!(matches!(events.0[0].1, Event::SetupBegins { .. }));
        }
    }
}

/// Fails on the first `Debug` shape or (for boards) a line over 100 columns.
fn scan(what: &str, text: &str, board: bool) {
    assert_for_people(what, text, board.then_some(BOARD_WIDTH));
}

#[test]
fn nothing_people_read_shows_debug_text() {
    assert!(debug_text("Place(2)")[0].contains("Place("));
    assert!(debug_text("waiting for {PlayerId(0)}")[0].contains("PlayerId("));
    assert!(debug_text("Red (you): 3 points (ice 1)").is_empty());
    for config in configs() {
        let mut sheet = String::new();
        RedPlanet::card_sheet(&config, &mut sheet).expect("written");
        scan("the card sheet", &sheet, true);
        for seed in 0..2 {
            let playout = random_playout::<RedPlanet>(&config, seed).expect("a playout");
            let mut events = Keep::default();
            let mut g = RedPlanet::new_with_events(&config, seed, &mut events).expect("setup");
            for (step, (p, a)) in playout.actions.iter().enumerate() {
                let at = format!("{config:?} seed {seed} step {step}");
                for v in PlayerId::all(g.num_players())
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                {
                    scan(
                        &format!("{at}: the board of {v}"),
                        &g.observe(v).to_string(),
                        true,
                    );
                }
                for l in g.legal_actions(*p) {
                    scan(&at, &g.action_sentence(*p, &l), false);
                    scan(&at, &g.action_explanation(*p, &l), true);
                }
                g.apply_with_events(*p, a, &mut events).expect("recorded");
            }
            for v in PlayerId::all(g.num_players())
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
            {
                scan("the final board", &g.observe(v).to_string(), true);
            }
            for (_, e) in &events.0 {
                scan("an event", &e.to_string(), false);
            }
            assert!(g.outcome().is_some());
        }
    }
}

#[test]
fn the_final_board_explains_the_result() {
    // Random 2-player games: when nobody wins, the board says a neutral
    // colour had the highest score; otherwise it names the winner.
    let (mut lost, mut won) = (0, 0);
    for seed in 0..40 {
        let g = random_playout::<RedPlanet>(&Config::new(2), seed)
            .expect("a playout")
            .state;
        let board = g.observe(Viewer::Spectator).to_string();
        let outcome = g.outcome().expect("over");
        if outcome.winners.is_empty() {
            assert!(
                board.contains("Result: both players lose, because the neutral colour"),
                "{board}"
            );
            lost += 1;
        } else {
            assert!(board.contains(" win"), "{board}");
            won += 1;
        }
    }
    assert!(lost > 0 && won > 0, "lost {lost}, won {won}");
}

#[test]
fn event_lines_count_none_one_and_many_in_words() {
    let red = Colour(0);
    let line = |e: Event| e.to_string();
    let destroyed = |lost| {
        line(Event::Destroyed {
            colour: red,
            dock: 0,
            ship: 35,
            lost,
        })
    };
    assert!(destroyed(0).ends_with("; no astronaut was aboard"));
    assert!(destroyed(1).ends_with("; the astronaut aboard goes to the Lost in Space Memorial"));
    assert!(destroyed(3).ends_with("; the 3 astronauts aboard go to the Lost in Space Memorial"));
    let lost_in_space = |astronauts| {
        line(Event::Landed {
            dock: 1,
            ship: 30,
            zone: None,
            astronauts,
        })
    };
    assert!(lost_in_space(0).ends_with("has no destination token; nobody was aboard"));
    assert!(lost_in_space(1).ends_with("; its astronaut is lost in space (the Memorial)"));
    assert!(lost_in_space(2).ends_with("; its 2 astronauts are lost in space (the Memorial)"));
    let landed = |astronauts| {
        line(Event::Landed {
            dock: 1,
            ship: 21,
            zone: Some(Zone::Hellas),
            astronauts,
        })
    };
    assert!(landed(0).ends_with("lands in Hellas with nobody aboard"));
    assert!(landed(1).ends_with("lands in Hellas with 1 astronaut"));
    let magnet = |astronauts| {
        line(Event::Magnet {
            zone: Zone::Ausonia,
            astronauts,
        })
    };
    assert_eq!(
        magnet(0),
        "Ether Magnet finds no astronaut in the docked ships to place in Ausonia"
    );
    assert_eq!(
        magnet(1),
        "Ether Magnet takes 1 astronaut from the docked ships and places it in Ausonia"
    );
    assert_eq!(
        magnet(4),
        "Ether Magnet takes 4 astronauts from the docked ships and places them in Ausonia"
    );
    assert_eq!(
        line(Event::Received {
            colour: red,
            resource: Resource::Ice,
            count: 0
        }),
        "Red receives no ice point token: the supply has none left"
    );
    let score = |score, tokens| {
        line(Event::FinalScore {
            colour: red,
            score,
            tokens,
        })
    };
    assert_eq!(
        score(1, 1),
        "Red's final score: 1 point (1 point token collected)"
    );
    assert_eq!(
        score(-3, 0),
        "Red's final score: -3 points (0 point tokens collected)"
    );
    let refusal = RuleError::NoAstronautLeft {
        needed: 1,
        supply: 0,
    };
    assert_eq!(
        refusal.to_string(),
        "the effect places 1 astronaut and your supply holds none"
    );
    let refusal = RuleError::NoRoom { dock: 2, needed: 3 };
    assert!(
        refusal
            .to_string()
            .starts_with("dock 3 has no docked ship with room for 3 astronauts:"),
        "{refusal}"
    );
}

#[test]
fn narration_quotes_event_cards_without_where_their_text_comes_from() {
    let mut sheet = String::new();
    RedPlanet::card_sheet(&Config::new(4), &mut sheet).expect("written");
    assert!(sheet.contains("(designed)") && sheet.contains("(named in the rulebook"));
    for card in 0..29u8 {
        for e in [
            Event::DiscoveryRevealed {
                zone: Zone::Ausonia,
                card,
            },
            Event::ActionPlayed {
                colour: Colour(0),
                card,
            },
        ] {
            let line = e.to_string();
            assert!(
                !line.contains("(designed)") && !line.contains("(named in"),
                "{line}"
            );
        }
    }
    let seam = Event::DiscoveryRevealed {
        zone: Zone::Ausonia,
        card: 21,
    };
    assert!(
        seam.to_string().ends_with(
            " — During the third production phase: This zone also \
             produces 1 celerium point token besides its own."
        ),
        "{seam}"
    );
}

/// The paragraphs of text wrapped at 100 columns, as a front end that wraps
/// again reads them: a line continues its paragraph when it is indented
/// deeper than the paragraph's first line and its first word would not have
/// fit on the line above.
fn paragraphs(text: &str) -> Vec<String> {
    let lead = |l: &str| l.len() - l.trim_start().len();
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut above = "";
    for l in text.lines() {
        let first_word = l.split_whitespace().next().unwrap_or("");
        let soft_break = above.chars().count() + 1 + first_word.chars().count() > BOARD_WIDTH;
        match out.last_mut() {
            Some((first, p)) if lead(l) > *first && soft_break => {
                p.push(' ');
                p.push_str(l.trim());
            }
            _ => out.push((lead(l), l.trim().to_string())),
        }
        above = l;
    }
    out.into_iter().map(|(_, p)| p).collect()
}

#[test]
fn explanations_are_paragraphs_of_whole_sentences() {
    // Each paragraph ends a sentence: its lines wrapped with a hanging
    // indent, so that a front end that wraps again finds where it ends.
    for config in [Config::new(4), Config::new(2)] {
        let playout = random_playout::<RedPlanet>(&config, 3).expect("a playout");
        let mut g = RedPlanet::new(&config, 3).expect("setup");
        for (p, a) in &playout.actions {
            for l in g.legal_actions(*p) {
                let text = g.action_explanation(*p, &l);
                for p in paragraphs(&text) {
                    // A card's text may end with where it comes from.
                    let p = p
                        .trim_end_matches(" (designed)")
                        .trim_end_matches(" (named in the rulebook; text designed)");
                    assert!(
                        p.ends_with('.') || p.ends_with(".)"),
                        "{l}: a paragraph without its period: {p}\nin:\n{text}"
                    );
                }
            }
            g.apply(*p, a).expect("recorded");
        }
    }
}

#[test]
fn a_choice_and_its_explanation_say_a_card_text_once() {
    let g = RedPlanet::new(&Config::new(4), 3).expect("setup");
    let seat = PlayerId(0);
    for a in g.legal_actions(seat) {
        let Action::Keep(m) = a else { continue };
        let Some(red_planet_rules::data::EventCard::Mission(card)) =
            red_planet_rules::data::EventCard::get(m)
        else {
            panic!("{a} keeps a mission");
        };
        let goal = card.goal.to_string();
        let both = format!(
            "{} {}",
            g.action_sentence(seat, &a),
            g.action_explanation(seat, &a).replace('\n', " ")
        );
        let both = both.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(both.matches(goal.as_str()).count(), 1, "{both}");
        assert!(both.contains("goes back into the event deck"), "{both}");
    }
}

#[test]
fn the_final_score_sheet_counts_one_token_and_negative_points_in_words() {
    let g = random_playout::<RedPlanet>(&Config::new(3), 1)
        .expect("a playout")
        .state;
    let mut o = g.observe(Viewer::Spectator);
    let sheet = o.colours.as_mut_slice()[0].sheet.as_mut().expect("scored");
    sheet.tokens = 1;
    sheet.token_count = 1;
    sheet.missions = 0;
    sheet.ice_monopoly = 0;
    sheet.discoveries = -4;
    sheet.actions = 0;
    sheet.total = -3;
    let board = o.to_string();
    assert!(
        board.contains("Red (P0): -3 points = point tokens 1 (1 token) + missions 0"),
        "{board}"
    );
}

#[test]
fn a_line_that_opens_with_a_ship_opens_with_a_capital() {
    let lines = [
        Event::Docked { dock: 0, ship: 3 },
        Event::Launched {
            dock: 1,
            ship: 3,
            forced: true,
        },
        Event::Landed {
            dock: 1,
            ship: 3,
            zone: None,
            astronauts: 2,
        },
    ]
    .map(|e| e.to_string());
    for line in &lines {
        assert!(line.starts_with("Ship #3"), "{line}");
    }
}
