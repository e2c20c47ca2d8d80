//! Let's Go! To Space in the terminal.

use cardgame_core::{Bot, Game, Logged, Outcome, PlayerId, Viewer};
use lets_go_rules::{Action, Config, EndTrigger, Event, FirstPlayer, LetsGo, ProjectSides};

use super::{standings, winner_names, Front};
use crate::arena::{make_bot, BotSpec};
use crate::text::{and_list, plural};

impl Front for LetsGo {
    fn make_bot(spec: &BotSpec) -> Box<dyn Bot<Self>> {
        make_bot::<LetsGo>(spec)
    }

    fn summary(config: &Config) -> String {
        let sides = match config.sides {
            ProjectSides::Random => "Project sides at random",
            ProjectSides::Soviet => "Soviet Project sides",
            ProjectSides::American => "American Project sides",
        };
        let first = match config.first_player {
            FirstPlayer::Seat(p) => format!("{p} is First Player"),
            _ => String::from("First Player at random"),
        };
        format!(
            "{} players, {sides}, {first}, the stall rule after {}",
            config.players,
            plural(i64::from(config.stall_rounds), "quiet round")
        )
    }

    fn is_header(event: &Event) -> bool {
        matches!(event, Event::TurnBegins { .. })
    }

    fn ends_a_step(action: &Action) -> bool {
        matches!(action, Action::EndTurn | Action::Pass)
    }

    fn is_result(event: &Event) -> bool {
        matches!(event, Event::GameOver { .. })
    }

    fn result(&self, outcome: &Outcome, _log: &[Logged<Event>]) -> Vec<String> {
        let obs = self.observe(Viewer::Spectator);
        let from_projects = |p: PlayerId| -> i32 {
            obs.projects
                .iter()
                .filter(|slot| slot.owner == Some(p))
                .map(|slot| i32::from(slot.project.data().points))
                .sum()
        };
        let score = |p: PlayerId| outcome.scores.get(p).copied().unwrap_or(0);
        let winners = winner_names(outcome, |p| p.to_string());
        let mut lines = Vec::new();
        let best = outcome.winners.iter().next().map_or(0, score);
        let tied = outcome.scores.iter().filter(|(_, s)| **s == best).count();
        match winners.len() {
            0 => lines.push(String::from("Nobody wins.")),
            1 if tied > 1 => {
                let w = outcome.winners.iter().next().unwrap_or(PlayerId(0));
                lines.push(format!(
                    "{} wins with {} Progress, tied on Progress but ahead on the tie-break: the \
                     most Progress from completed Projects ({}).",
                    winners[0],
                    best,
                    from_projects(w)
                ));
            }
            1 => lines.push(format!(
                "{} wins with the most Progress: {best}.",
                winners[0]
            )),
            _ => lines.push(format!(
                "{} share the win with {best} Progress each: they are tied on Progress from \
                 completed Projects too, and the rulebook then proclaims them all winners.",
                and_list(&winners)
            )),
        }
        lines.push(match obs.last_round {
            Some(EndTrigger::AllProjects) => String::from(
                "The game ended because every Project was completed; the last round was then \
                 played until it reached the First Player.",
            ),
            Some(EndTrigger::TwelveSpecialists(p)) => format!(
                "The game ended because {p} recruited a 12th Specialist; the last round was then \
                 played until it reached the First Player."
            ),
            Some(EndTrigger::Stall) => format!(
                "A cap ended this game: the stall rule. Nobody recruited, completed a Project or \
                 drew from the deck for {} in a row, so the last round was played. The rulebook \
                 has no end for a game that stalls; this cap (ruling R7, --stall-rounds) makes \
                 every game end.",
                plural(i64::from(obs.config.stall_rounds), "round")
            ),
            None => String::from("The game ended."),
        });
        lines.push(String::from(
            "Standings (Progress of Specialists, asterisks and Projects):",
        ));
        lines.extend(standings(
            outcome,
            |p| p.to_string(),
            |p, s| format!("{s} Progress, {} from Projects", from_projects(p)),
        ));
        lines
    }
}
