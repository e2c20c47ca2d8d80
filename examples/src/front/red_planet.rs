//! Mission: Red Planet in the terminal: seats are named by their colours,
//! as the narration names them.

use cardgame_core::{Bot, Game, Logged, Outcome, PlayerId, Viewer};
use red_planet_rules::{Action, Colour, Config, Event, RedPlanet};

use super::{points, standings, Front};
use crate::arena::{make_bot, BotSpec};
use crate::text::and_list;

/// `Red (P0)`.
fn seat_name(config: &Config, seat: PlayerId) -> String {
    format!("{} ({seat})", config.main_colour(seat))
}

impl Front for RedPlanet {
    fn make_bot(spec: &BotSpec) -> Box<dyn Bot<Self>> {
        make_bot::<RedPlanet>(spec)
    }

    fn summary(config: &Config) -> String {
        let board = config.board.number();
        if config.is_two_player() {
            format!(
                "2 players with neutral colours (P0 plays Red and the neutral Yellow, P1 Blue and \
                 the neutral Green), board configuration {board}"
            )
        } else {
            format!("{} players, board configuration {board}", config.players)
        }
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        seat_name(self.config(), seat)
    }

    fn is_header(event: &Event) -> bool {
        matches!(event, Event::RoundBegins { .. })
    }

    fn ends_a_step(action: &Action) -> bool {
        matches!(action, Action::Stop)
    }

    fn is_result(_event: &Event) -> bool {
        false
    }

    fn result(&self, outcome: &Outcome, _log: &[Logged<Event>]) -> Vec<String> {
        let obs = self.observe(Viewer::Spectator);
        let config = *self.config();
        let sheet = |c: Colour| {
            obs.colours
                .as_slice()
                .get(c.index())
                .and_then(|v| v.sheet)
                .map_or((0, 0), |s| (i32::from(s.total), i32::from(s.token_count)))
        };
        let name = |p: PlayerId| seat_name(&config, p);
        let of_seat = |p: PlayerId| sheet(config.main_colour(p));
        let mut lines = Vec::new();
        let winners: Vec<PlayerId> = outcome.winners.iter().collect();
        let best_main = PlayerId::all(usize::from(config.players))
            .map(|p| of_seat(p).0)
            .max()
            .unwrap_or(0);
        if winners.is_empty() {
            let neutral = config
                .all_colours()
                .filter(|c| config.is_neutral(*c))
                .max_by_key(|c| sheet(*c));
            match neutral {
                Some(c) if config.is_two_player() => lines.push(format!(
                    "Both players lose: the neutral colour {c} has the highest score ({}), above \
                     both main colours (best {}). In the 2-player variant a neutral colour's win \
                     is nobody's.",
                    points(sheet(c).0, "point"),
                    points(best_main, "point")
                )),
                _ => lines.push(String::from("Nobody wins.")),
            }
        } else {
            let names: Vec<String> = winners.iter().map(|p| name(*p)).collect();
            let (best, tokens) = of_seat(winners[0]);
            let tied_on_points = PlayerId::all(usize::from(config.players))
                .filter(|p| of_seat(*p).0 == best)
                .count();
            if winners.len() > 1 {
                lines.push(format!(
                    "{} share the win with {} each, tied on point tokens too ({} each).",
                    and_list(&names),
                    points(best, "point"),
                    tokens
                ));
            } else if tied_on_points > 1 {
                lines.push(format!(
                    "{} wins with {}, tied on points but with the most point tokens ({tokens}), \
                     the tie-break.",
                    names[0],
                    points(best, "point")
                ));
            } else {
                lines.push(format!(
                    "{} wins with the highest score: {}.",
                    names[0],
                    points(best, "point")
                ));
            }
            if config.is_two_player() {
                lines.push(String::from(
                    "In the 2-player variant only the main colours can win, and only if no \
                     neutral colour scores more than both of them.",
                ));
            }
        }
        lines.push(String::from(
            "The game ended after round 10, with the final scoring (missions, the Ice Monopoly, \
             discoveries).",
        ));
        lines.push(String::from(
            "Standings (points, then point tokens as the tie-break):",
        ));
        lines.extend(standings(outcome, name, |p, s| {
            format!("{}, {} point tokens", points(s, "point"), of_seat(p).1)
        }));
        if config.is_two_player() {
            for c in config.all_colours().filter(|c| config.is_neutral(*c)) {
                let (total, tokens) = sheet(c);
                lines.push(format!(
                    "  neutral {c} ({}'s): {}, {tokens} point tokens",
                    config.controller(c),
                    points(total, "point")
                ));
            }
        }
        lines
    }
}
