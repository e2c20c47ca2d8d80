//! The board of one viewer: the `Display` of an [`Observation`], for a
//! person deciding at that seat (or watching as the spectator).
//!
//! Sections, in the order of the rulebook: where the game stands (the round
//! tracker, the step of the round, the first player) and what the pending
//! decision is about; the object of the game and the global mission; the
//! game board of Mars and Phobos, the launchpad and the supplies; each other
//! colour's public state; the points so far (final scoring once the game is
//! over); and the viewer's own colours — its hand of specialists, its
//! missions and actions, the discoveries it knows — in full text. Nothing
//! the viewer may not know is shown: the Observation holds nothing more.
//! Every line fits in 100 columns.

use alloc::string::String;
use core::fmt::{self, Write};

use cardgame_core::Viewer;

use super::{
    line as table_line, wrap, wrap_fmt, EventCardText, Plural, Points, ShipName, ICE_MONOPOLY_TEXT,
};
use crate::config::{Colour, MAX_COLOURS};
use crate::data::missions::{Goal, ICE_MONOPOLY_POINTS, PRESENCE_POINTS};
use crate::data::resources::Resource;
use crate::data::specialists::Specialist;
use crate::data::zones::Zone;
use crate::data::{event_name, mission, EventCard};
use crate::observe::{ChoiceView, ColourView, DiscoveryView, Observation};
use crate::state::{DockState, Stage, ROUNDS};

/// Point tokens by resource in words: `ice 2, celerium 1` (`none`).
struct Tokens<'a>(&'a [u8; 3]);

impl fmt::Display for Tokens<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for r in Resource::ALL {
            let n = self.0[r as usize];
            if n > 0 {
                if !first {
                    f.write_str(", ")?;
                }
                write!(f, "{r} {n}")?;
                first = false;
            }
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

/// The value of point tokens (ice 1, sylvanite 2, celerium 3).
fn value(p: &[u8; 3]) -> u32 {
    Resource::ALL
        .iter()
        .map(|&r| u32::from(p[r as usize]) * u32::from(r.value()))
        .sum()
}

/// The seats still to decide: ` (waiting for you, P1)`.
struct Waiting<'a>(&'a Observation);

impl fmt::Display for Waiting<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for p in self.0.to_act.iter() {
            f.write_str(if first { " (waiting for " } else { ", " })?;
            match self.0.viewer {
                Viewer::Seat(v) if v == p => f.write_str("you")?,
                _ => write!(f, "{p}")?,
            }
            first = false;
        }
        if !first {
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// Astronauts by colour in words: `Red 2, Blue 1` (`nobody`).
struct Crowd<'a>(&'a [u8; MAX_COLOURS], usize);

impl fmt::Display for Crowd<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (i, &n) in self.0.iter().take(self.1).enumerate() {
            if n > 0 {
                if !first {
                    f.write_str(", ")?;
                }
                write!(f, "{} {n}", Colour(i as u8))?;
                first = false;
            }
        }
        if first {
            f.write_str("nobody")?;
        }
        Ok(())
    }
}

impl Observation {
    fn colour_count(&self) -> usize {
        self.colours.len()
    }

    /// A colour with its seat: `Red (P0)`, `Yellow (P0's neutral)`, `Red
    /// (you)`, `Yellow (your neutral)`.
    fn named(&self, c: Colour) -> String {
        let mut s = String::new();
        let seat = self.config.controller(c);
        let neutral = self.config.is_neutral(c);
        let yours = self.viewer == Viewer::Seat(seat);
        let _ = match (yours, neutral) {
            (true, false) => write!(s, "{c} (you)"),
            (true, true) => write!(s, "{c} (your neutral)"),
            (false, false) => write!(s, "{c} ({seat})"),
            (false, true) => write!(s, "{c} ({seat}'s neutral)"),
        };
        s
    }

    /// Whether `c` has the most of `v` (ties count, zero never does).
    fn has_most(&self, c: Colour, v: impl Fn(&Observation, Colour) -> u32) -> bool {
        let mine = v(self, c);
        mine > 0
            && (0..self.colour_count() as u8)
                .map(Colour)
                .all(|o| v(self, o) <= mine)
    }

    fn points_of(&self, c: Colour) -> [u8; 3] {
        self.colour(c).map_or([0; 3], |v| v.points)
    }

    fn astronauts(&self, z: Zone, c: Colour) -> u32 {
        self.zones[z.index()]
            .astronauts
            .get(c.index())
            .map_or(0, |&n| u32::from(n))
    }

    /// What mission `m` would score for `c` now, from what is public.
    fn mission_now(&self, c: Colour, m: u8) -> u32 {
        let Some(card) = mission(m) else { return 0 };
        let done = match card.goal {
            Goal::MostTokens(Some(r)) => {
                self.has_most(c, |o, x| u32::from(o.points_of(x)[r as usize]))
            }
            Goal::MostTokens(None) => {
                self.has_most(c, |o, x| o.points_of(x).iter().map(|&n| u32::from(n)).sum())
            }
            Goal::Presence(zones) => {
                let k = zones.iter().filter(|&&z| self.astronauts(z, c) > 0).count();
                return PRESENCE_POINTS.get(k).map_or(0, |&p| u32::from(p));
            }
            Goal::MostAstronautsIn(z) => self.has_most(c, |o, x| o.astronauts(z, x)),
            Goal::MostAstronautsOnMars => self.has_most(c, |o, x| {
                Zone::ALL
                    .iter()
                    .filter(|z| z.is_mars())
                    .map(|&z| o.astronauts(z, x))
                    .sum()
            }),
            Goal::FewestLost => {
                let mine = self.colour(c).map_or(0, |v| v.memorial);
                self.colours.iter().all(|o| o.memorial >= mine)
            }
        };
        if done {
            u32::from(card.points)
        } else {
            0
        }
    }

    /// The Ice Monopoly's points for `c` now.
    fn ice_now(&self, c: Colour) -> u32 {
        let ice = |o: &Observation, x: Colour| u32::from(o.points_of(x)[Resource::Ice as usize]);
        if !self.has_most(c, ice) {
            return 0;
        }
        let mine = ice(self, c);
        let tied = (0..self.colour_count() as u8)
            .map(Colour)
            .filter(|&o| ice(self, o) == mine)
            .count() as u32;
        u32::from(ICE_MONOPOLY_POINTS) / tied.max(1)
    }

    fn header(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MISSION: RED PLANET — round {} of {ROUNDS}", self.round)?;
        match self.stage {
            Stage::Setup => writeln!(f, ", setup")?,
            Stage::Choose => writeln!(f, ", step 1: choose specialist")?,
            Stage::Resolve => match Specialist::from_number(self.announced) {
                Some(s) if self.announced < 10 => writeln!(
                    f,
                    ", step 2: resolve specialists (countdown at {} {})",
                    s.number(),
                    s.name()
                )?,
                _ => writeln!(f, ", step 2: resolve specialist effects")?,
            },
            Stage::Over => writeln!(f, ", the game is over")?,
        }
        match self.viewer {
            Viewer::Seat(p) => match self.config.neutral_colour(p) {
                Some(n) => writeln!(
                    f,
                    "You are {p}: {} and your neutral colour {n}.",
                    self.config.main_colour(p)
                )?,
                None => writeln!(f, "You are {p}: {}.", self.config.main_colour(p))?,
            },
            Viewer::Spectator => writeln!(f, "You are watching (public information only).")?,
        }
        if self.stage != Stage::Over {
            let next = match self.round {
                0..=5 => "production phase 1 (1 point token per zone) after round 5",
                6..=8 => "production phase 2 (2 point tokens per zone) after round 8",
                _ => {
                    "after round 10: the reveal discovery phase, production phase 3 (3 point \
                     tokens per zone) and final scoring"
                }
            };
            wrap_fmt(f, 0, 6, format_args!("Next: {next}."))?;
        }
        writeln!(f, "First player: {}.", self.named(self.first))?;
        self.pending(f)
    }

    /// What the pending decision is about.
    fn pending(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.stage {
            Stage::Setup => {
                let mut line =
                    String::from("NOW: every player keeps one of their two dealt missions");
                if self.config.is_two_player() {
                    line.push_str(" and stacks three kept cards on their neutral deck");
                }
                let _ = write!(line, "{}.", Waiting(self));
                wrap(f, 0, 5, &line)
            }
            Stage::Choose => {
                let line = alloc::format!(
                    "NOW: every player chooses a specialist from their hand, face down{}.",
                    Waiting(self)
                );
                wrap(f, 0, 5, &line)
            }
            Stage::Resolve => {
                let (Some(r), Some(d)) = (self.resolver, self.decision) else {
                    return Ok(());
                };
                let card = match self.colour(r).map(|v| v.choice) {
                    Some(ChoiceView::Known(s)) => Some(s),
                    _ => None,
                };
                let mut line = String::new();
                let _ = write!(line, "NOW: {} resolves", self.named(r));
                if let Some(s) = card {
                    let parts = s.effect().len();
                    let _ = write!(
                        line,
                        " {s} (part {} of {parts})",
                        (usize::from(self.progress.part) + 1).min(parts)
                    );
                }
                let _ = write!(line, ": {d}");
                if let Some(dock) = self.progress.destine {
                    let _ = write!(line, " at dock {}", dock + 1);
                }
                if self.progress.assigning {
                    match self.progress.drawn {
                        Some(id) => {
                            let _ = write!(line, " ({})", event_name(id));
                        }
                        None => line.push_str(" (a discovery its controller has seen)"),
                    }
                }
                let _ = write!(line, ".");
                wrap(f, 0, 5, &line)?;
                if let Some(s) = card {
                    wrap_fmt(
                        f,
                        5,
                        5,
                        format_args!("{}: {}", s.name(), s.printed_effect()),
                    )?;
                }
                Ok(())
            }
            Stage::Over => Ok(()),
        }
    }

    fn objective(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "OBJECT OF THE GAME")?;
        wrap(
            f,
            2,
            2,
            "The most points wins: the value of your point tokens (ice 1, sylvanite 2, celerium \
             3), your completed missions, the Ice Monopoly and the discoveries that affect you. \
             Tie: the most point tokens, counted as tokens; still tied, a shared win.",
        )?;
        if self.config.is_two_player() {
            wrap(
                f,
                2,
                2,
                "2-player variant: if either neutral colour has the highest score, both players \
                 lose; a main colour beats a neutral colour on a tie.",
            )?;
        }
        wrap(f, 2, 4, ICE_MONOPOLY_TEXT)?;
        let mut now = String::new();
        for (i, v) in self.colours.iter().enumerate() {
            let c = Colour(i as u8);
            let _ = write!(
                now,
                "{}{c} {} ice",
                if i == 0 { "" } else { ", " },
                v.points[Resource::Ice as usize]
            );
            let p = self.ice_now(c);
            if p > 0 {
                let _ = write!(now, " ({})", Plural(p, "point"));
            }
        }
        wrap_fmt(f, 4, 6, format_args!("Now: {now}."))
    }

    fn mars(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colour_count();
        writeln!(
            f,
            "MARS AND PHOBOS (board configuration {})",
            self.config.board.number()
        )?;
        for z in Zone::ALL {
            let v = &self.zones[z.index()];
            let mut line = String::new();
            let kind = if z.is_outer() {
                "outer"
            } else if z.is_inner() {
                "inner"
            } else {
                "moon"
            };
            let _ = write!(line, "{:<17} {kind:<5} ", z.name());
            let _ = match v.resource {
                Some(r) => write!(line, "{:<10}", r.name()),
                None => write!(line, "{:<10}", "face down"),
            };
            let _ = write!(line, " {}", Crowd(&v.astronauts, n));
            table_line(f, 2, 36, &line)?;
            let mut more = String::new();
            if v.points != [0; 3] {
                let _ = write!(more, "point tokens lying here: {}", Tokens(&v.points));
            }
            let sep = if more.is_empty() { "" } else { "; " };
            let _ = match v.discovery {
                DiscoveryView::None => Ok(()),
                DiscoveryView::FaceDown(None) => write!(more, "{sep}a face-down discovery"),
                DiscoveryView::FaceDown(Some(id)) => write!(
                    more,
                    "{sep}a face-down discovery you know: {}",
                    event_name(id)
                ),
                DiscoveryView::FaceUp(id) => write!(more, "{sep}discovery {}", event_name(id)),
            };
            if !more.is_empty() {
                wrap(f, 36, 36, &more)?;
            }
        }
        let mut known = String::new();
        for z in Zone::OUTER {
            if let DiscoveryView::FaceUp(id) | DiscoveryView::FaceDown(Some(id)) =
                self.zones[z.index()].discovery
            {
                let _ = write!(known, "\n{z}: {}", EventCardText(id));
            }
        }
        for line in known.lines().filter(|l| !l.is_empty()) {
            wrap(f, 4, 6, line)?;
        }
        Ok(())
    }

    fn launchpad(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colour_count();
        writeln!(f, "LAUNCHPAD")?;
        for (d, dock) in self.docks.iter().enumerate() {
            dock_line(f, d, dock, n)?;
        }
        let mut supply = String::new();
        let full: u32 = self.token_supply.iter().map(|&t| u32::from(t)).sum();
        let _ = write!(supply, "Destination tokens in the supply: {full}");
        let mut missing = String::new();
        for z in Zone::ALL {
            let t = self.token_supply[z.index()];
            if t < crate::state::TOKENS_PER_ZONE {
                let _ = write!(
                    missing,
                    "{}{} {t}",
                    if missing.is_empty() { "" } else { ", " },
                    z.name()
                );
            }
        }
        if missing.is_empty() {
            supply.push_str(" (2 of each zone)");
        } else {
            let _ = write!(supply, " (2 of each zone but {missing})");
        }
        let _ = write!(
            supply,
            ". Ship deck: {}; ship discard pile: {}.",
            Plural(u32::from(self.ship_deck), "card"),
            Plural(self.ship_discard.len() as u32, "card")
        );
        wrap(f, 2, 4, &supply)?;
        let mut rest = String::new();
        let _ = write!(
            rest,
            "Point tokens in the supply: {}. Event deck: {}.",
            Tokens(&self.point_supply),
            Plural(u32::from(self.event_deck), "card")
        );
        if !self.discarded.is_empty() {
            rest.push_str(" Discarded face up:");
            for id in self.discarded.iter() {
                let _ = write!(rest, " {};", event_name(id as u8));
            }
            rest.pop();
            rest.push('.');
        }
        wrap(f, 2, 4, &rest)?;
        let lost: u32 = self.colours.iter().map(|c| u32::from(c.memorial)).sum();
        if lost > 0 {
            let mut m = String::new();
            for (i, c) in self.colours.iter().enumerate() {
                if c.memorial > 0 {
                    let _ = write!(
                        m,
                        "{}{} {}",
                        if m.is_empty() { "" } else { ", " },
                        Colour(i as u8),
                        c.memorial
                    );
                }
            }
            wrap_fmt(f, 2, 4, format_args!("Lost in Space Memorial: {m}."))?;
        }
        Ok(())
    }

    /// One colour's public state (and, for the viewer's own, its secrets).
    fn colour_lines(&self, f: &mut fmt::Formatter<'_>, i: usize, v: &ColourView) -> fmt::Result {
        let c = Colour(i as u8);
        let mut line = String::new();
        let _ = write!(
            line,
            "{}: {} in the supply; point tokens {} ({}); played: {}",
            self.named(c),
            Plural(u32::from(v.supply), "astronaut"),
            Tokens(&v.points),
            Plural(value(&v.points), "point"),
            v.played
        );
        let _ = match v.choice {
            ChoiceView::None => Ok(()),
            ChoiceView::Hidden => write!(line, "; chose a specialist face down"),
            ChoiceView::Known(s) if v.resolved => write!(line, "; resolved {s}"),
            ChoiceView::Known(s) => write!(line, "; chose {s}"),
        };
        if v.cards > 0 && !v.mine {
            let _ = write!(
                line,
                "; {} {}",
                Plural(u32::from(v.cards), "event card"),
                if v.neutral {
                    "returned to the box"
                } else {
                    "face down"
                }
            );
            if !v.known_cards.is_empty() {
                line.push_str(" (you know:");
                for id in v.known_cards.iter() {
                    let _ = write!(line, " {};", event_name(id as u8));
                }
                line.pop();
                line.push(')');
            }
        }
        if !v.played_actions.is_empty() {
            line.push_str("; played the actions");
            for id in v.played_actions.iter() {
                let _ = write!(line, " {},", event_name(id as u8));
            }
            line.pop();
        }
        if v.neutral {
            let _ = write!(
                line,
                "; neutral deck: {}",
                Plural(u32::from(v.neutral_deck), "card")
            );
            if !v.boxed.is_empty() {
                let _ = write!(line, "; in the box: {}", v.boxed);
            }
        }
        wrap(f, 2, 4, &line)
    }

    fn opponents(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "PLAYERS (clockwise)")?;
        for (i, v) in self.colours.iter().enumerate() {
            if !v.mine {
                self.colour_lines(f, i, v)?;
            }
        }
        Ok(())
    }

    fn scores(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.stage == Stage::Over {
            writeln!(f, "FINAL SCORING")?;
            for (i, v) in self.colours.iter().enumerate() {
                let Some(s) = v.sheet else { continue };
                wrap_fmt(
                    f,
                    2,
                    4,
                    format_args!(
                        "{}: {} = point tokens {} ({}) + missions {} + Ice Monopoly {} + \
                         discoveries {} + actions {}",
                        self.named(Colour(i as u8)),
                        Points(s.total),
                        s.tokens,
                        Plural(u32::from(s.token_count), "token"),
                        s.missions,
                        s.ice_monopoly,
                        s.discoveries,
                        s.actions
                    ),
                )?;
            }
            return self.result(f);
        }
        writeln!(
            f,
            "POINTS SO FAR (point tokens; missions and discoveries score at the end)"
        )?;
        let mut line = String::new();
        for (i, v) in self.colours.iter().enumerate() {
            let _ = write!(
                line,
                "{}{} {}",
                if i == 0 { "" } else { ", " },
                Colour(i as u8),
                value(&v.points)
            );
        }
        wrap(f, 2, 4, &line)
    }

    /// Who wins, and why, from the final score sheets.
    fn result(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = |v: &ColourView| v.sheet.map_or((i16::MIN, 0), |s| (s.total, s.token_count));
        let mains = self.config.players.min(self.colours.len() as u8) as usize;
        let best = self.colours.iter().take(mains).map(key).max();
        let Some(best) = best else { return Ok(()) };
        if self.config.is_two_player() {
            let best_main = best.0;
            let neutral = self
                .colours
                .iter()
                .enumerate()
                .skip(2)
                .filter(|(_, v)| key(v).0 > best_main)
                .max_by_key(|(_, v)| key(v));
            if let Some((i, v)) = neutral {
                return wrap_fmt(
                    f,
                    2,
                    4,
                    format_args!(
                        "Result: both players lose, because the neutral colour {} has the highest \
                         score ({}).",
                        Colour(i as u8),
                        Points(key(v).0)
                    ),
                );
            }
        }
        let mut winners = String::new();
        let mut n = 0;
        for (i, v) in self.colours.iter().enumerate().take(mains) {
            if key(v) == best {
                let _ = write!(
                    winners,
                    "{}{}",
                    if n == 0 { "" } else { " and " },
                    self.named(Colour(i as u8))
                );
                n += 1;
            }
        }
        let tied_on_points = self
            .colours
            .iter()
            .take(mains)
            .filter(|v| key(v).0 == best.0)
            .count();
        let why = if n > 1 {
            " share the win (tied on points and on point tokens)"
        } else if tied_on_points > 1 {
            " wins (tied on points, with the most point tokens)"
        } else {
            " wins with the highest score"
        };
        wrap_fmt(f, 2, 4, format_args!("Result: {winners}{why}."))
    }

    fn own(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.colours.iter().enumerate() {
            if !v.mine {
                continue;
            }
            let c = Colour(i as u8);
            writeln!(f, "YOUR COLOUR {}", self.named(c))?;
            self.colour_lines(f, i, v)?;
            if let Some(hand) = v.hand.filter(|_| self.stage != Stage::Over) {
                writeln!(f, "  Specialists in your hand:")?;
                for s in hand.iter() {
                    write!(f, "{}", s.text().indented(4))?;
                }
            }
            if let ChoiceView::Known(s) = v.choice {
                if self.announced > s.number() && v.hand.is_some() {
                    writeln!(
                        f,
                        "  Chosen face down: {s} (revealed at countdown {}).",
                        s.number()
                    )?;
                }
            }
            if !v.neutral_top.is_empty() {
                let mut line = String::from("Your neutral deck's next cards:");
                for (k, &x) in v.neutral_top.iter().rev().enumerate() {
                    if let Some(s) = Specialist::from_number(x) {
                        let _ = write!(line, " round {}: {s};", self.round_of_draw(k));
                    }
                }
                line.pop();
                wrap(f, 2, 4, &line)?;
            }
            if !v.neutral_to_stack.is_empty() {
                wrap_fmt(
                    f,
                    2,
                    4,
                    format_args!("Kept cards still to stack: {}.", v.neutral_to_stack),
                )?;
            }
            if v.cards > 0 {
                writeln!(
                    f,
                    "  {}:",
                    if v.neutral {
                        "Event cards it returned to the box"
                    } else if self.stage == Stage::Setup {
                        "Your event cards (the dealt missions)"
                    } else if self.stage == Stage::Over {
                        "Your event cards"
                    } else {
                        "Your event cards, face down"
                    }
                )?;
                for id in v.known_cards.iter() {
                    let id = id as u8;
                    match EventCard::get(id) {
                        Some(EventCard::Mission(_)) if !v.neutral && self.stage != Stage::Setup => {
                            wrap_fmt(
                                f,
                                4,
                                6,
                                format_args!(
                                    "{} Now: {}.",
                                    EventCardText(id),
                                    Plural(self.mission_now(c, id), "point")
                                ),
                            )?
                        }
                        _ => wrap_fmt(f, 4, 6, format_args!("{}", EventCardText(id)))?,
                    }
                }
            }
            if let Some(m) = v.returned_mission {
                wrap_fmt(
                    f,
                    2,
                    4,
                    format_args!(
                        "Put back at setup (now in the event deck): {}.",
                        event_name(m)
                    ),
                )?;
            }
        }
        Ok(())
    }

    /// The round in which the `k`-th next card of a neutral deck is drawn.
    fn round_of_draw(&self, k: usize) -> usize {
        let next = if self.stage == Stage::Setup {
            1
        } else {
            usize::from(self.round) + 1
        };
        next + k
    }
}

fn dock_line(f: &mut fmt::Formatter<'_>, d: usize, dock: &DockState, n: usize) -> fmt::Result {
    let mut line = String::new();
    let _ = write!(line, "dock {}: ", d + 1);
    match dock.ship {
        None => line.push_str("open"),
        Some(ship) => {
            let _ = write!(line, "{}", ShipName(ship));
            if !dock.tokens.is_empty() {
                if let Some(z) = dock.destination() {
                    let _ = write!(line, ", destination token {z}");
                }
            } else if dock.destination().is_none() {
                line.push_str(", no destination token yet");
            }
            let _ = write!(
                line,
                "; {} of {} aboard: {}",
                dock.total_aboard(),
                dock.capacity(),
                Crowd(&dock.aboard, n)
            );
            if dock.launched {
                line.push_str("; launched, lands in step 3");
            }
        }
    }
    wrap(f, 2, 6, &line)
}

impl fmt::Display for Observation {
    /// The board for its viewer (see the module documentation).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.header(f)?;
        writeln!(f)?;
        self.objective(f)?;
        writeln!(f)?;
        self.mars(f)?;
        writeln!(f)?;
        self.launchpad(f)?;
        writeln!(f)?;
        self.opponents(f)?;
        writeln!(f)?;
        self.scores(f)?;
        if self.colours.iter().any(|v| v.mine) {
            writeln!(f)?;
            self.own(f)?;
        }
        Ok(())
    }
}
