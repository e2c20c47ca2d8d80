//! The board of a viewer: the `Display` of an [`Observation`], at most
//! [`WIDTH`](super::WIDTH) columns wide, in the rulebook's order — the
//! round, phase and step and what the pending decision is about, the
//! Mission, the public board (Progress track, Projects, Universe,
//! Breakthrough Zones), each other seat's public play area, and the
//! viewer's own play area with its hand and Agency in full text. It shows
//! only what the observation holds, so nothing a viewer may not know.

use core::fmt::{self, Write};

use cardgame_core::{PlayerId, Viewer};

use super::{
    card_text, wrap, wrapped, CardName, ControlLine, Line, Plural, ProjectText, ShortLevels,
};
use crate::config::SeatKind;
use crate::data::cards::card_def;
use crate::data::control::{control_def, CONTROL_SLOTS};
use crate::data::missions::Symbol;
use crate::data::projects::project;
use crate::data::{Section, Thing, Zone};
use crate::observe::{Observation, PlayAreaView};
use crate::state::{Held, ProjectStatus, Stage, Task, PROGRESS_1950, ROUNDS, SLOTS_PER_SECTION};

/// A seat as people call it: `P1 Saturn IB (NASA, teal)`.
struct SeatName<'a>(&'a Observation, PlayerId);

impl fmt::Display for SeatName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let SeatName(obs, p) = *self;
        match obs.seats.get(p) {
            Some(s) => {
                let faction = s.rocket.faction();
                write!(
                    f,
                    "{p} {} ({}, {})",
                    s.rocket.name(),
                    faction.name(),
                    faction.colour()
                )?;
                if s.kind == SeatKind::Ai {
                    f.write_str(", AI player")?;
                }
                Ok(())
            }
            None => write!(f, "{p}"),
        }
    }
}

/// A Progress track space against the 1950 space: `5 spaces beyond 1950`,
/// `on 1950`, `2 spaces behind 1950`.
pub(crate) struct Beyond1950(pub(crate) u16);

impl fmt::Display for Beyond1950 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = i32::from(self.0) - i32::from(PROGRESS_1950);
        match d {
            0 => f.write_str("on the 1950 space"),
            d if d > 0 => write!(f, "{} beyond 1950", Plural(d.unsigned_abs(), "space")),
            d => write!(f, "{} behind 1950", Plural(d.unsigned_abs(), "space")),
        }
    }
}

/// The stage in the rulebook's words.
fn stage_words(stage: Stage) -> &'static str {
    match stage {
        Stage::Unexplored => {
            "Phase 1: Manage the Agency, step 2 (cards into the Unexplored Universe)"
        }
        Stage::ChooseControl => "Phase 1: Manage the Agency, step 5 (choosing Control cards)",
        Stage::Develop(Section::Propaganda) => "Phase 2: Develop the Agency, step 1 (Propaganda)",
        Stage::Develop(Section::Technology) => "Phase 2: Develop the Agency, step 2 (Technology)",
        Stage::Develop(Section::SpacePrograms) => {
            "Phase 2: Develop the Agency, step 3 (Space Program)"
        }
        Stage::Develop(Section::Breakthroughs) => {
            "Phase 2: Develop the Agency, step 4 (Breakthrough)"
        }
        Stage::Bureaucracy => "Phase 2: Develop the Agency, step 5 (Bureaucracy)",
        Stage::Over => "the game is over",
    }
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let me = self.viewer.seat();
        // Header.
        if self.stage == Stage::Over {
            writeln!(
                f,
                "SPACE RACE — {} mission — the game is over",
                self.mission.name()
            )?;
        } else {
            wrapped(
                f,
                0,
                2,
                format_args!(
                    "SPACE RACE — {} mission — round {} of {ROUNDS} — {}",
                    self.mission.name(),
                    self.round,
                    stage_words(self.stage)
                ),
            )?;
        }
        match me {
            Some(p) => writeln!(f, "You are {}.", SeatName(self, p))?,
            None => writeln!(f, "Spectator: public information only.")?,
        }
        writeln!(f)?;
        self.now(f)?;
        writeln!(f)?;
        self.mission_section(f)?;
        writeln!(f)?;
        self.track(f)?;
        writeln!(f)?;
        self.projects_section(f)?;
        writeln!(f)?;
        self.universe_section(f)?;
        writeln!(f)?;
        self.zones_section(f)?;
        for (p, s) in self.seats.iter() {
            if me != Some(p) {
                writeln!(f)?;
                self.seat_section(f, p, s, false)?;
            }
        }
        if let Some(p) = me {
            if let Some(s) = self.seats.get(p) {
                writeln!(f)?;
                self.seat_section(f, p, s, true)?;
            }
        }
        Ok(())
    }
}

impl Observation {
    /// NOW: who decides and what the decision is about.
    fn now(&self, f: &mut dyn Write) -> fmt::Result {
        let me = self.viewer.seat();
        let you = |p: PlayerId| me == Some(p);
        match self.stage {
            Stage::Over => {
                let mut best: Option<(PlayerId, u16)> = None;
                for (p, s) in self.seats.iter() {
                    if best.is_none_or(|(_, b)| s.progress > b) {
                        best = Some((p, s.progress));
                    }
                }
                if self.capped {
                    wrap(
                        f,
                        0,
                        2,
                        "NOW: the game ended at the decision cap, scored as it stood.",
                    )?;
                }
                return match best {
                    Some((p, space)) => wrapped(
                        f,
                        0,
                        2,
                        format_args!(
                            "NOW: {} wins the Space Race: its Rocket is farthest on the Progress \
                             track (space {space}, {}).",
                            SeatName(self, p),
                            Beyond1950(space)
                        ),
                    ),
                    None => Ok(()),
                };
            }
            Stage::ChooseControl => {
                let mut line = Line::new();
                line.write_str(
                    "NOW: each player chooses one of their remaining Control cards face down",
                )?;
                if let Some(p) = me {
                    if self.to_act.contains(p) {
                        line.write_str("; you have not chosen yet")?;
                    } else if self.seats.get(p).is_some_and(|s| s.has_committed) {
                        line.write_str("; you have chosen")?;
                    }
                }
                line.write_str(". Still choosing:")?;
                let mut any = false;
                for p in self.to_act.iter() {
                    write!(line, "{} {p}", if any { "," } else { "" })?;
                    any = true;
                }
                if !any {
                    line.write_str(" nobody")?;
                }
                line.write_str(". AI players take the top card of their Control deck.")?;
                return wrap(f, 0, 2, line.as_str());
            }
            _ => {}
        }
        let Some(actor) = self.actor else {
            return wrap(f, 0, 2, "NOW: the rules are resolving.");
        };
        let whose = if you(actor) { "your" } else { "their" };
        let mut line = Line::new();
        if you(actor) {
            line.write_str("NOW: your turn")?;
        } else {
            write!(line, "NOW: {actor}'s turn")?;
        }
        match self.stage {
            Stage::Unexplored => write!(
                line,
                " (turn order): put any number of cards from {whose} hand face down into the \
                 Unexplored Universe (at most 7 may stay in {whose} hand), then done."
            )?,
            Stage::Develop(s) => write!(
                line,
                " in the {} step (initiative order): activate abilities with the {} stripe on \
                 {whose} Agency cards and active Control card, each once per round, then done.",
                s.name(),
                s.colour()
            )?,
            Stage::Bureaucracy => line.write_str(
                " in the Bureaucracy step (reverse turn order): resolve every Bureaucracy \
                 ability; one that starts with \"You may...\" is optional.",
            )?,
            Stage::ChooseControl | Stage::Over => {}
        }
        wrap(f, 0, 2, line.as_str())?;
        if let Some(t) = self.tasks.last() {
            let mut line = Line::new();
            line.write_str("Pending: ")?;
            self.pending(&mut line, actor, *t)?;
            wrap(f, 2, 4, line.as_str())?;
        }
        Ok(())
    }

    /// The decision the task on top asks for.
    fn pending(&self, out: &mut dyn Write, actor: PlayerId, t: Task) -> fmt::Result {
        let source = |out: &mut dyn Write, card: Option<u8>| -> fmt::Result {
            match card {
                Some(c) => write!(out, "{}", CardName(c)),
                None => {
                    let ctrl = self
                        .seats
                        .get(actor)
                        .and_then(|s| s.active.and_then(|a| control_def(s.rocket, usize::from(a))));
                    match ctrl {
                        Some(c) => write!(out, "the Control card {c}"),
                        None => out.write_str("the Control card"),
                    }
                }
            }
        };
        match t {
            Task::Pay { src, left } => {
                write!(out, "pay {} from your hand to the Investments for ", Plural(u32::from(left), "more card"))?;
                source(out, src.card)?;
                out.write_str(" (exactly; without paying the ability is not resolved).")
            }
            Task::Split { src } => {
                out.write_str("announce how the combined ability of ")?;
                source(out, src.card)?;
                out.write_str(" is divided between its top and bottom effects (top first).")
            }
            Task::Move { m, left, held, project: only, .. } => {
                let what = match m.thing {
                    Thing::Cards(_) => "cards",
                    Thing::Astronauts => "Astronauts",
                    Thing::ExhaustedAstronauts => "exhausted Astronauts",
                };
                let what = if left == 1 { what.trim_end_matches('s') } else { what };
                write!(out, "move up to {left} more {what} from {} to {}", m.from, m.to)?;
                if let Some(i) = only {
                    write!(out, " (Project {i} only)")?;
                }
                match held {
                    Some(Held::Zone { zone, .. }) => write!(
                        out,
                        "; put down the Astronaut picked in {}",
                        Zone::from_index(usize::from(zone)).map_or("a zone", Zone::name)
                    )?,
                    Some(Held::Space(i)) => write!(out, "; put down the Astronaut taken from Project {i}")?,
                    Some(Held::Standby(i)) => {
                        write!(out, "; put down the Astronaut taken from the Standby area of Project {i}")?
                    }
                    None => {}
                }
                out.write_str(", or stop.")
            }
            Task::Refresh { left } => write!(out, "refresh up to {left} of your exhausted Astronauts, or stop."),
            Task::Exhaust { left } => write!(
                out,
                "exhaust {left} of your upright Astronauts in the Breakthrough Zones (you choose which)."
            ),
            Task::Uncover => out.write_str("uncover one of your covered cards, or stop."),
            Task::Cover { card } => write!(
                out,
                "choose the Agency card that covers the single-use side of {}.",
                CardName(card)
            ),
            Task::Replace { card } => write!(
                out,
                "choose which card covered by an Astronaut {} covers now (the Astronaut comes back).",
                CardName(card)
            ),
            Task::Recover => out.write_str("take back one of your played Control cards (not the active one), or stop."),
            Task::Leader { new } => write!(
                out,
                "two Leaders: choose the one that goes to your Lab ({} just entered).",
                CardName(new)
            ),
            Task::Settle => out.write_str(
                "place your first Standby Astronaut on an empty blue-bordered space of the Project.",
            ),
            Task::Resolve { .. } | Task::Enter { .. } | Task::EndTurn => out.write_str("the rules are resolving."),
        }
    }

    /// MISSION: the current tile and the ones to come.
    fn mission_section(&self, f: &mut dyn Write) -> fmt::Result {
        let tiles = self.mission.tiles();
        let flipped = usize::from(self.tile).min(tiles.len());
        writeln!(
            f,
            "MISSION {} — {} of 7 tiles resolved; in phase 3 each symbol scores left to right",
            self.mission.name(),
            flipped
        )?;
        for (i, t) in tiles.iter().enumerate().skip(flipped) {
            let mut line = Line::new();
            if i == flipped {
                write!(line, "This round: {t}")?;
            } else {
                write!(line, "Round {}: {t}", i + 1)?;
            }
            if self.seats.len() == 2
                && t.symbols
                    .iter()
                    .any(|s| matches!(s, Symbol::Domination { .. }))
            {
                line.write_str(" (2 players: the lower Domination value)")?;
            }
            wrap(f, 2, 6, line.as_str())?;
        }
        Ok(())
    }

    /// PROGRESS TRACK: Rockets in turn order.
    fn track(&self, f: &mut dyn Write) -> fmt::Result {
        writeln!(f, "PROGRESS TRACK — turn order: farthest ahead first")?;
        let mut order: [(u16, u8); 5] = [(0, u8::MAX); 5];
        for (i, (p, s)) in self.seats.iter().enumerate().take(5) {
            if let Some(x) = order.get_mut(i) {
                *x = (s.progress, p.0);
            }
        }
        order[..self.seats.len().min(5)].sort_by(|a, b| b.cmp(a));
        for &(space, p) in order.iter().take(self.seats.len().min(5)) {
            let p = PlayerId(p);
            let you = if self.viewer == Viewer::Seat(p) {
                " (you)"
            } else {
                ""
            };
            writeln!(
                f,
                "  {}{you}: space {space}, {}",
                SeatName(self, p),
                Beyond1950(space)
            )?;
        }
        Ok(())
    }

    /// PROJECTS: the stack, bottom (oldest) first.
    fn projects_section(&self, f: &mut dyn Write) -> fmt::Result {
        let down = self
            .projects
            .iter()
            .filter(|p| p.status == ProjectStatus::FaceDown)
            .count();
        writeln!(
            f,
            "PROJECTS — oldest first; {} face down; a closing Project scores only if its last space is taken",
            down
        )?;
        for (i, pr) in self.projects.iter().enumerate() {
            let def = pr.id.and_then(project);
            match (pr.status, def) {
                (ProjectStatus::Open, Some(d)) => {
                    writeln!(f, "  Project {i}: open")?;
                    write!(f, "{}", ProjectText(d, 4).without_spaces())?;
                    let mut line = Line::new();
                    line.write_str("Astronauts on its spaces:")?;
                    for (k, occupant) in pr.spaces.iter().enumerate() {
                        let sp = d.spaces.get(k);
                        write!(
                            line,
                            "{} {} ({}) ",
                            if k == 0 { "" } else { "," },
                            sp.map_or(0, |x| x.value),
                            if sp.is_some_and(|x| x.blue) {
                                "blue"
                            } else {
                                "white"
                            }
                        )?;
                        match occupant {
                            Some(p) => write!(line, "{p}")?,
                            None => line.write_str("empty")?,
                        }
                    }
                    let complete = d.spaces.len() == pr.spaces.len()
                        && pr.spaces.last().is_some_and(|s| s.is_some());
                    line.write_str(if complete {
                        " — completed"
                    } else {
                        " — not completed"
                    })?;
                    wrap(f, 6, 8, line.as_str())?;
                    let mut standby = Line::new();
                    let mut any = false;
                    for (k, &x) in pr.standby.iter().enumerate() {
                        if x > 0 {
                            write!(standby, "{} P{k} {x}", if any { "," } else { " Standby:" })?;
                            any = true;
                        }
                    }
                    if any {
                        wrap(f, 6, 8, standby.as_str())?;
                    }
                }
                (ProjectStatus::Closed, Some(d)) => {
                    writeln!(f, "  Project {i}: {} (closed)", d.name)?
                }
                _ => writeln!(f, "  Project {i}: face down")?,
            }
        }
        Ok(())
    }

    /// THE UNIVERSE: the Deck, the Unexplored Universe, the Investments and
    /// the top card of every slot in full.
    fn universe_section(&self, f: &mut dyn Write) -> fmt::Result {
        let mut line = Line::new();
        write!(
            line,
            "THE UNIVERSE — Deck: {}{}; Unexplored Universe: {} face down",
            Plural(u32::from(self.deck), "card"),
            if self.deck_reshuffled {
                " (already rebuilt once from the Investments)"
            } else {
                ""
            },
            self.unexplored
        )?;
        if !self.my_unexplored.is_empty() {
            line.write_str(", yours among them:")?;
            for (k, c) in self.my_unexplored.iter().enumerate() {
                write!(
                    line,
                    "{} {}",
                    if k == 0 { "" } else { "," },
                    CardName(c as u8)
                )?;
            }
        }
        wrap(f, 0, 2, line.as_str())?;
        let mut inv = Line::new();
        write!(inv, "Investments (face up): {}", self.investments.len())?;
        for (k, c) in self.investments.iter().enumerate() {
            write!(
                inv,
                "{} {}",
                if k == 0 { ":" } else { "," },
                CardName(c as u8)
            )?;
        }
        wrap(f, 2, 4, inv.as_str())?;
        for sec in Section::ALL {
            writeln!(
                f,
                "  {} section ({} stripe) — only the top card of a slot can be taken",
                sec.name(),
                sec.colour()
            )?;
            for k in 0..SLOTS_PER_SECTION {
                let slot = sec.index() * SLOTS_PER_SECTION + k;
                let stack = self.universe.get(slot);
                let depth = stack.map_or(0, |s| s.len());
                match stack.and_then(|s| s.last()) {
                    Some(&c) => {
                        write!(f, "    slot {slot}")?;
                        if depth > 1 {
                            write!(f, " ({depth} cards)")?;
                        }
                        writeln!(f, ":")?;
                        write!(f, "{}", card_text(c, 6))?;
                    }
                    None => writeln!(f, "    slot {slot}: empty")?,
                }
            }
        }
        Ok(())
    }

    /// BREAKTHROUGH ZONES: each seat's Astronauts, and who leads.
    fn zones_section(&self, f: &mut dyn Write) -> fmt::Result {
        writeln!(
            f,
            "BREAKTHROUGH ZONES — most Astronauts leads (tie: fewest exhausted; still tied: all)"
        )?;
        for z in Zone::ALL {
            let mut line = Line::new();
            write!(line, "{}:", z.name())?;
            let mut any = false;
            for (p, s) in self.seats.iter() {
                let (up, ex) = (
                    s.upright.get(z.index()).copied().unwrap_or(0),
                    s.exhausted.get(z.index()).copied().unwrap_or(0),
                );
                if up + ex == 0 {
                    continue;
                }
                write!(line, "{} {p} {}", if any { "," } else { "" }, up + ex)?;
                if ex > 0 {
                    write!(line, " ({ex} exhausted)")?;
                }
                any = true;
            }
            if !any {
                line.write_str(" nobody")?;
            } else if z != Zone::LaunchPad {
                let leaders = self.leaders(z);
                line.write_str(" — leading:")?;
                for (k, p) in leaders.iter().enumerate() {
                    write!(line, "{} {p}", if k == 0 { "" } else { "," })?;
                }
            } else {
                line.write_str(" — never scored")?;
            }
            wrap(f, 2, 4, line.as_str())?;
        }
        Ok(())
    }

    /// The seats leading zone `z` (most astronauts, then fewest exhausted).
    fn leaders(&self, z: Zone) -> cardgame_core::PlayerSet {
        let mut best = (0u8, u8::MAX);
        let mut set = cardgame_core::PlayerSet::EMPTY;
        for (p, s) in self.seats.iter() {
            let up = s.upright.get(z.index()).copied().unwrap_or(0);
            let ex = s.exhausted.get(z.index()).copied().unwrap_or(0);
            let count = up.saturating_add(ex);
            if count == 0 {
                continue;
            }
            let key = (count, u8::MAX - ex);
            if set.is_empty() || key > (best.0, u8::MAX - best.1) {
                best = (count, ex);
                set = cardgame_core::PlayerSet::only(p);
            } else if key == (best.0, u8::MAX - best.1) {
                set.insert(p);
            }
        }
        set
    }

    /// A seat's play area: its Control cards, hand, Lab, Agency and
    /// Astronauts (in full text for the viewer's own).
    fn seat_section(
        &self,
        f: &mut dyn Write,
        p: PlayerId,
        s: &PlayAreaView,
        own: bool,
    ) -> fmt::Result {
        if own {
            writeln!(f, "YOU — {}", SeatName(self, p))?;
        } else {
            writeln!(f, "{}", SeatName(self, p))?;
        }
        // Control cards.
        let mut line = Line::new();
        line.write_str("Active Control card: ")?;
        match s.active.and_then(|a| control_def(s.rocket, usize::from(a))) {
            Some(c) => {
                write!(line, "{c}")?;
                if s.control_used != 0 {
                    line.write_str(" (an ability used this round)")?;
                }
            }
            None => line.write_str("none yet")?,
        }
        if s.has_committed {
            match s
                .committed
                .and_then(|k| control_def(s.rocket, usize::from(k)))
            {
                Some(c) => write!(line, "; chosen face down for this round: {c}")?,
                None => line.write_str("; a card is chosen face down for this round")?,
            }
        }
        line.write_str("; played:")?;
        control_list(&mut line, s, s.controls_played)?;
        if !own {
            line.write_str("; still to play:")?;
            control_list(&mut line, s, s.controls_left)?;
        }
        wrap(f, 2, 4, line.as_str())?;
        // Astronauts.
        let mut line = Line::new();
        write!(line, "Astronauts: {} in the Agency", s.astronauts)?;
        for z in Zone::ALL {
            let k = s.upright.get(z.index()).copied().unwrap_or(0)
                + s.exhausted.get(z.index()).copied().unwrap_or(0);
            if k > 0 {
                let on = if z == Zone::LaunchPad { "on the" } else { "in" };
                write!(line, ", {k} {on} {}", z.name())?;
            }
        }
        for (i, pr) in self.projects.iter().enumerate() {
            let on = pr.spaces.iter().filter(|&&x| x == Some(p)).count();
            let standby = pr.standby.get(p.index()).copied().unwrap_or(0);
            if on > 0 {
                write!(line, ", {on} on Project {i}")?;
            }
            if standby > 0 {
                write!(line, ", {standby} on the Standby area of Project {i}")?;
            }
        }
        let covers = self.cover_astronauts.intersection(&s.agency).len();
        if covers > 0 {
            write!(
                line,
                ", {covers} covering {}",
                Plural(covers as u32, "card")
            )?;
        }
        if s.boxed > 0 {
            write!(line, "; {} in the box", s.boxed)?;
        }
        wrap(f, 2, 4, line.as_str())?;
        // Lab.
        let mut line = Line::new();
        write!(
            line,
            "Lab: {} (Lab Research counts them)",
            Plural(s.lab.len() as u32, "card")
        )?;
        wrap(f, 2, 4, line.as_str())?;
        // Agency.
        let agency = s.agency;
        if own {
            writeln!(f, "  Agency: {}", Plural(agency.len() as u32, "card"))?;
            for c in agency.iter() {
                let c = c as u8;
                write!(f, "{}", card_text(c, 4))?;
                self.card_state(f, c, 6)?;
            }
        } else {
            let mut line = Line::new();
            write!(line, "Agency: {}", Plural(agency.len() as u32, "card"))?;
            for (k, c) in agency.iter().enumerate() {
                let c = c as u8;
                write!(line, "{} {}", if k == 0 { ":" } else { ";" }, CardName(c))?;
                if let Some(d) = card_def(c) {
                    write!(line, " (levels {}", ShortLevels(d.levels))?;
                    if d.leader {
                        line.write_str(", Leader")?;
                    }
                    line.write_str(")")?;
                }
                if self.covered.contains(usize::from(c)) {
                    line.write_str(", its right side covered")?;
                }
            }
            wrap(f, 2, 4, line.as_str())?;
        }
        // Hand.
        if own {
            writeln!(
                f,
                "  Hand: {} (secret, but for cards everybody saw you take)",
                Plural(u32::from(s.hand_size), "card")
            )?;
            for c in s.hand_known.iter() {
                write!(f, "{}", card_text(c as u8, 4))?;
            }
            writeln!(f, "  Control cards still to play:")?;
            for slot in 0..CONTROL_SLOTS {
                if s.controls_left & (1 << slot) != 0 && s.committed != Some(slot as u8) {
                    if let Some(c) = control_def(s.rocket, slot) {
                        write!(f, "{}", ControlLine(c, 4))?;
                    }
                }
            }
        } else {
            let mut line = Line::new();
            write!(line, "Hand: {}", Plural(u32::from(s.hand_size), "card"))?;
            if !s.hand_known.is_empty() {
                line.write_str(", known to all:")?;
                for (k, c) in s.hand_known.iter().enumerate() {
                    write!(
                        line,
                        "{} {}",
                        if k == 0 { "" } else { "," },
                        CardName(c as u8)
                    )?;
                }
            }
            wrap(f, 2, 4, line.as_str())?;
        }
        Ok(())
    }

    /// What lies on an Agency card: its cover, and its abilities used this round.
    fn card_state(&self, f: &mut dyn Write, c: u8, indent: usize) -> fmt::Result {
        let ci = usize::from(c);
        let mut line = Line::new();
        if self.covered.contains(ci) {
            line.write_str("Its right side is covered ")?;
            match self.cover_cards.iter().find(|&&(x, _)| x == c) {
                Some(&(_, by)) => write!(line, "by {}", CardName(by))?,
                None if self.cover_astronauts.contains(ci) => line.write_str("by an Astronaut")?,
                None => line.write_str("by nothing")?,
            }
            line.write_str(": its single-use abilities cannot be activated. ")?;
        }
        if let Some(&(x, _)) = self.cover_cards.iter().find(|&&(_, by)| by == c) {
            write!(line, "It covers {}. ", CardName(x))?;
        }
        let abilities = card_def(c).map_or(&[][..], |d| d.abilities);
        for (i, set) in self.used.iter().enumerate() {
            if set.contains(ci) {
                if let Some(a) = abilities.get(i) {
                    write!(line, "Its {} ability is used this round. ", a.timing)?;
                }
            }
        }
        if line.as_str().is_empty() {
            return Ok(());
        }
        wrap(f, indent, indent + 2, line.as_str())
    }
}

/// The Control cards of a slot mask: ` Propaganda 1, Technology 6`.
fn control_list(out: &mut dyn Write, s: &PlayAreaView, mask: u16) -> fmt::Result {
    let mut any = false;
    for slot in 0..CONTROL_SLOTS {
        if mask & (1 << slot) != 0 {
            if let Some(c) = control_def(s.rocket, slot) {
                write!(out, "{} {c}", if any { "," } else { "" })?;
                any = true;
            }
        }
    }
    if !any {
        out.write_str(" none")?;
    }
    Ok(())
}
