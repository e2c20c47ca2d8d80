//! Words for people: every component in the rulebook's vocabulary (the
//! Space Race cards, the Control cards, the Mission tiles, the Projects, the
//! Faction Headquarters, the Breakthrough Zones), every action as a sentence
//! ([`Describe`] for [`SpaceRace`]), the board of a viewer (the `Display`
//! of an [`Observation`](crate::Observation), in [`board`]) and the card
//! sheet.
//!
//! Labels are the rulebook's: a card's type (its Universe section), its
//! levels per coloured stripe ("the number depicted in the colored arrow"),
//! Leaders, dedication, and its abilities by where they are printed (the
//! left, reusable, and right, single-use, side of a stripe; the bottom:
//! immediate, Bureaucracy, permanent), each worded as the appendix words
//! its examples ("Take a Technology card from the Universe and place it in
//! your Agency", "take up to 3 cards from the Deck and add them to your
//! hand", "Place two new Astronauts from your Agency onto the Launch Pad").
//! Everything is written through `core::fmt`; nothing here is on a hot
//! path.

mod board;

pub(crate) use board::Beyond1950;

use core::fmt::{self, Write};

use cardgame_core::{Describe, PlayerId, Provenance};

use crate::action::Action;
use crate::config::{Config, SeatKind, SetupSide};
use crate::data::cards::{card_def, CARDS};
use crate::data::control::{control_def, rocket_specific, ControlDef, STANDARD_INITIATIVES};
use crate::data::factions::{Headquarters, Rocket, HEADQUARTERS};
use crate::data::missions::{Mission, Symbol, Tile};
use crate::data::projects::{project, Category, Condition, ProjectDef, PROJECTS};
use crate::data::{
    Ability, Effect, Move, Penalty, Place, Section, Sections, Thing, Timing, Trigger, Zone, Zones,
};
use crate::rules::{Checks, Plan};
use crate::state::{Held, ProjectStatus, RawState, SpaceRace, Stage, Task};

/// The widest line anything here writes.
pub(crate) const WIDTH: usize = 100;

/// Writes `text` wrapped at [`WIDTH`] columns: the first line indented by
/// `first` spaces, the others by `rest`; ends with a newline.
pub(crate) fn wrap(out: &mut dyn Write, first: usize, rest: usize, text: &str) -> fmt::Result {
    let mut col = 0;
    let mut indent = first;
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        if !empty && col + 1 + len > WIDTH {
            out.write_char('\n')?;
            indent = rest;
            empty = true;
        }
        if empty {
            for _ in 0..indent {
                out.write_char(' ')?;
            }
            col = indent;
            empty = false;
        } else {
            out.write_char(' ')?;
            col += 1;
        }
        out.write_str(word)?;
        col += len;
    }
    out.write_char('\n')
}

/// A fixed-capacity text buffer (for wrapping what `Display` writes without
/// allocating); what does not fit is dropped.
pub(crate) struct Line {
    buf: [u8; 1024],
    len: usize,
}

impl Line {
    /// An empty line.
    pub(crate) const fn new() -> Line {
        Line {
            buf: [0; 1024],
            len: 0,
        }
    }

    /// The text so far.
    pub(crate) fn as_str(&self) -> &str {
        let bytes = self.buf.get(..self.len).unwrap_or(&[]);
        match core::str::from_utf8(bytes) {
            Ok(s) => s,
            // A cut in the middle of a character: keep the valid part.
            Err(e) => {
                core::str::from_utf8(bytes.get(..e.valid_up_to()).unwrap_or(&[])).unwrap_or("")
            }
        }
    }
}

impl Write for Line {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &b in s.as_bytes() {
            if let Some(x) = self.buf.get_mut(self.len) {
                *x = b;
                self.len += 1;
            }
        }
        Ok(())
    }
}

/// Writes `what` wrapped at [`WIDTH`] (see [`wrap`]).
pub(crate) fn wrapped(
    out: &mut dyn Write,
    first: usize,
    rest: usize,
    what: impl fmt::Display,
) -> fmt::Result {
    let mut line = Line::new();
    write!(line, "{what}")?;
    wrap(out, first, rest, line.as_str())
}

/// `count noun` with an `s` when `count` is not 1 (`1 card`, `2 cards`).
pub(crate) struct Plural(pub u32, pub &'static str);

impl fmt::Display for Plural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0, self.1.strip_suffix('y')) {
            (1, _) => write!(f, "1 {}", self.1),
            (n, Some(stem)) => write!(f, "{n} {stem}ies"),
            (n, None) => write!(f, "{n} {}s", self.1),
        }
    }
}

impl Section {
    /// The colour of the section's stripe: yellow, teal, purple, red.
    pub const fn colour(self) -> &'static str {
        match self {
            Section::Propaganda => "yellow",
            Section::Technology => "teal",
            Section::SpacePrograms => "purple",
            Section::Breakthroughs => "red",
        }
    }
}

impl Category {
    /// The category's name, as on the Projects' backs.
    pub const fn name(self) -> &'static str {
        match self {
            Category::Orbit => "Earth Orbit",
            Category::Moon => "Moon",
            Category::Planets => "Planets",
            Category::DeepSpace => "Deep Space",
            Category::ColdWar => "Cold War",
        }
    }
}

/// How many of the seats are AI players (at least one): `1 of them an AI
/// player`, `2 of them AI players`.
pub(crate) struct AiAmong(pub usize);

impl fmt::Display for AiAmong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 of them an AI player"),
            n => write!(f, "{n} of them AI players"),
        }
    }
}

/// The card of a number: `Area 51 [0]`.
pub(crate) struct CardName(pub u8);

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match card_def(self.0) {
            Some(d) => write!(f, "{} [{}]", d.name, self.0),
            None => write!(f, "card [{}]", self.0),
        }
    }
}

/// The card types of a set: `card`, `Technology card`, `Propaganda or
/// Technology card` (with the plural when `count` is not 1).
pub(crate) struct CardsOf(pub Sections, pub u32);

impl fmt::Display for CardsOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let CardsOf(s, count) = *self;
        if s.0 & 15 != 15 {
            let mut first = true;
            for sec in Section::ALL {
                if s.has(sec) {
                    f.write_str(if first { "" } else { " or " })?;
                    f.write_str(sec.name())?;
                    first = false;
                }
            }
            f.write_char(' ')?;
        }
        f.write_str(if count == 1 { "card" } else { "cards" })
    }
}

/// A set of zones as a place: `the Launch Pad`, `Man in Space or Planet
/// Exploration`, `any Breakthrough Zone (including the Launch Pad)`.
struct ZonesWords(Zones);

impl fmt::Display for ZonesWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Zones::ANY => f.write_str("any Breakthrough Zone (including the Launch Pad)"),
            Zones::SCORED => f.write_str("any Breakthrough Zone but the Launch Pad"),
            Zones::LAUNCH_PAD => f.write_str("the Launch Pad"),
            z => {
                let mut first = true;
                for zone in Zone::ALL {
                    if z.has(zone) {
                        f.write_str(if first { "" } else { " or " })?;
                        write!(f, "the {} Zone", zone.name())?;
                        first = false;
                    }
                }
                if first {
                    f.write_str("no zone")?;
                }
                Ok(())
            }
        }
    }
}

/// One move of the ability grammar as an imperative sentence, with `n`
/// things (`None`: the count is announced, for the halves of a combined
/// ability): `Take up to 2 cards from your hand and add them to your Lab`.
struct MoveWords(Move, Option<u8>);

impl fmt::Display for MoveWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let MoveWords(m, n) = *self;
        let count = u32::from(n.unwrap_or(2));
        let howmany = |f: &mut fmt::Formatter<'_>| -> fmt::Result {
            match n {
                None => Ok(()),
                Some(k) if m.to == Place::Investments => write!(f, "exactly {k} "),
                Some(1) if m.from == Place::Universe => f.write_str("a "),
                Some(k) => write!(f, "up to {k} "),
            }
        };
        match m.thing {
            Thing::Cards(s) => {
                match m.from {
                    Place::Deck => f.write_str("Take ")?,
                    Place::Universe => f.write_str("Take ")?,
                    _ => f.write_str("Move ")?,
                }
                howmany(f)?;
                if s == Sections::ANY && m.from == Place::Universe {
                    write!(f, "{} of any type", CardsOf(s, count))?;
                } else {
                    write!(f, "{}", CardsOf(s, count))?;
                }
                let them = if count == 1 { "it" } else { "them" };
                write!(f, " from {}", m.from)?;
                match m.to {
                    Place::Hand => write!(f, " and add {them} to your hand"),
                    Place::Lab => write!(f, " and add {them} to your Lab"),
                    Place::Agency => write!(f, " and place {them} in your Agency"),
                    Place::Investments => f.write_str(" to the Investments area"),
                    Place::Unexplored => f.write_str(" face down into the Unexplored Universe"),
                    other => write!(f, " to {other}"),
                }
            }
            Thing::Astronauts | Thing::ExhaustedAstronauts => {
                let exhausted = m.thing == Thing::ExhaustedAstronauts;
                let noun = if count == 1 {
                    "Astronaut"
                } else {
                    "Astronauts"
                };
                match m.from {
                    Place::Agency => {
                        f.write_str("Place ")?;
                        howmany(f)?;
                        if exhausted {
                            f.write_str("new exhausted ")?;
                        } else {
                            f.write_str("new ")?;
                        }
                        write!(f, "{noun} from your Agency")?;
                    }
                    Place::Zones(z) => {
                        f.write_str("Move ")?;
                        howmany(f)?;
                        write!(f, "of your Astronauts from {}", ZonesWords(z))?;
                    }
                    other => {
                        f.write_str("Move ")?;
                        howmany(f)?;
                        write!(f, "of your Astronauts from {other}")?;
                    }
                }
                match m.to {
                    Place::Zones(Zones::LAUNCH_PAD) => f.write_str(" onto the Launch Pad")?,
                    Place::Zones(z) => write!(f, " into {}", ZonesWords(z))?,
                    Place::Projects => f.write_str(" onto the Standby area of an open Project")?,
                    Place::Agency => f.write_str(" back to your Agency")?,
                    other => write!(f, " to {other}")?,
                }
                if exhausted {
                    f.write_str(" (lying down)")?;
                }
                Ok(())
            }
        }
    }
}

/// A move as the half of a combined ability (`draw cards from the Deck to
/// your hand`), in lower case and without a count.
struct HalfWords(Move);

impl fmt::Display for HalfWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.0;
        match m.thing {
            Thing::Cards(_) => f.write_str("cards")?,
            Thing::Astronauts => f.write_str("Astronauts")?,
            Thing::ExhaustedAstronauts => f.write_str("exhausted Astronauts")?,
        }
        match m.from {
            Place::Zones(z) => write!(f, " from {}", ZonesWords(z))?,
            from => write!(f, " from {from}")?,
        }
        match m.to {
            Place::Zones(z) => write!(f, " to {}", ZonesWords(z)),
            to => write!(f, " to {to}"),
        }
    }
}

impl fmt::Display for Effect {
    /// The effect as the appendix words its abilities, as one or two
    /// sentences.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Effect::Nothing => f.write_str("No effect beyond the investment."),
            Effect::Move(m) => write!(f, "{}.", MoveWords(m, Some(m.n))),
            Effect::Combined { n, top, bottom } => write!(
                f,
                "Combined ability of value {n}: announce how to divide the {n} between the top \
                 effect, {}, and the bottom effect, {}; the top effect is resolved first.",
                HalfWords(top),
                HalfWords(bottom)
            ),
            Effect::Refresh(n) => write!(
                f,
                "Refresh up to {n} of your exhausted Astronauts (stand them up)."
            ),
            Effect::Exhaust(n) => write!(
                f,
                "Exhaust {} (lay down {} of your upright Astronauts in the Breakthrough Zones, \
                 where {} stand{}).",
                if n == 1 { "an Astronaut" } else { "Astronauts" },
                n,
                if n == 1 { "it" } else { "they" },
                if n == 1 { "s" } else { "" }
            ),
            Effect::Uncover => f.write_str(
                "Uncover one of your covered cards: remove the covering card so that the \
                 single-use abilities on its right side are usable again.",
            ),
            Effect::DrawReveal(s) => write!(
                f,
                "Draw 1 card from the Deck to your hand and show it. If it is a {} card, place it \
                 into your Agency.",
                s.name()
            ),
            Effect::RecoverControl => f.write_str(
                "Take one of your played Control cards (not the active one) back to your \
                 remaining Control cards: you may play it again.",
            ),
        }
    }
}

impl fmt::Display for Timing {
    /// Where the ability is printed, which says when it is used:
    /// `Propaganda stripe, reusable (left side)`, `Immediate`, `Bureaucracy`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Timing::Reusable(s) => write!(f, "{} stripe, reusable (left side)", s.name()),
            Timing::SingleUse(s) => write!(f, "{} stripe, single-use (right side)", s.name()),
            Timing::Immediate => f.write_str("Immediate"),
            Timing::Bureaucracy => f.write_str("Bureaucracy"),
            Timing::MayBureaucracy => f.write_str("Bureaucracy, optional"),
            Timing::Permanent(Trigger::CardEntersAgency(s)) => write!(
                f,
                "Permanent, whenever a {} enters your Agency",
                CardsOf(s, 1)
            ),
            Timing::Permanent(Trigger::AstronautEntersZone) => f.write_str(
                "Permanent, whenever you place or move an Astronaut into any Breakthrough Zone",
            ),
        }
    }
}

impl fmt::Display for Ability {
    /// `<where and when>: <dedication> <investment> <effect> <penalty>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.timing, AbilityBody(self))
    }
}

/// An ability's text without where it is printed: dedication, investment,
/// effect and penalty.
pub(crate) struct AbilityBody<'a>(pub &'a Ability);

impl fmt::Display for AbilityBody<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.0;
        a.body(f)
    }
}

impl Ability {
    fn body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.dedicated {
            f.write_str("If your faction is dedicated: ")?;
        }
        if self.cost > 0 {
            write!(
                f,
                "Investment: move exactly {} from your hand to the Investments area{}",
                Plural(u32::from(self.cost), "card"),
                if self.effect == Effect::Nothing {
                    "."
                } else {
                    "; then: "
                }
            )?;
        }
        if !(self.cost > 0 && self.effect == Effect::Nothing) {
            write!(f, "{}", self.effect)?;
        }
        match self.penalty {
            Penalty::None => Ok(()),
            Penalty::CoverThisCard => f.write_str(" If you cannot pay: cover this card."),
            Penalty::ThisCardToInvestments => {
                f.write_str(" If you cannot pay: put this card into the Investments area.")
            }
            Penalty::LaunchPadAstronautToAgency => f.write_str(
                " If you cannot pay: return one of your Astronauts from the Launch Pad to your \
                 Agency.",
            ),
        }
    }
}

/// Where a row comes from, for the card sheet.
fn origin(p: Provenance) -> &'static str {
    match p {
        Provenance::Rulebook => "given by the rulebook",
        Provenance::Named => "named by the rulebook",
        _ => "designed",
    }
}

/// A Space Race card as printed: its name and number, type, Leader mark,
/// levels per stripe, dedication and abilities, each on its own line
/// (`indent` spaces first).
pub(crate) struct CardText {
    id: u8,
    indent: usize,
}

/// Levels per stripe: `2 Propaganda (yellow), 1 Space Program (purple)`.
struct Levels([u8; 4]);

/// Levels per stripe without the colours: `2 Propaganda, 1 Space Program`.
pub(crate) struct ShortLevels(pub [u8; 4]);

impl fmt::Display for Levels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        levels(f, self.0, true)
    }
}

impl fmt::Display for ShortLevels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        levels(f, self.0, false)
    }
}

fn levels(f: &mut fmt::Formatter<'_>, l: [u8; 4], colours: bool) -> fmt::Result {
    {
        let mut first = true;
        for sec in Section::ALL {
            let l = l.get(sec.index()).copied().unwrap_or(0);
            if l > 0 {
                if !first {
                    f.write_str(", ")?;
                }
                write!(f, "{l} {}", sec.name())?;
                if colours {
                    write!(f, " ({})", sec.colour())?;
                }
                first = false;
            }
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

/// The full text of card `id` (indented by `indent` spaces).
pub(crate) fn card_text(id: u8, indent: usize) -> CardText {
    CardText { id, indent }
}

impl fmt::Display for CardText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(d) = card_def(self.id) else {
            return writeln!(
                f,
                "{:w$}card [{}]: no such card",
                "",
                self.id,
                w = self.indent
            );
        };
        let mut head = Line::new();
        write!(head, "{} — {} card", CardName(self.id), d.section.name())?;
        if d.leader {
            head.write_str(", Leader (one at a time in your Agency)")?;
        }
        write!(head, " — Level: {}", Levels(d.levels))?;
        if d.provenance != Provenance::Designed {
            write!(head, " — {}", origin(d.provenance))?;
        }
        wrap(f, self.indent, self.indent + 4, head.as_str())?;
        if d.dedicates {
            wrap(
                f,
                self.indent + 2,
                self.indent + 4,
                "Dedication: while this card is in your Agency, your faction is dedicated.",
            )?;
        }
        for a in d.abilities {
            wrapped(f, self.indent + 2, self.indent + 4, a)?;
        }
        Ok(())
    }
}

impl fmt::Display for ControlDef {
    /// `Propaganda 6` (type and initiative value).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.section.name(), self.initiative)
    }
}

/// A Control card in full: type, initiative, dedication and abilities.
pub(crate) struct ControlText(pub ControlDef, pub usize);

impl fmt::Display for ControlText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ControlText(c, indent) = *self;
        let mut head = Line::new();
        write!(head, "Control card {c} — Initiative {}", c.initiative)?;
        if c.dedicates() {
            head.write_str(" — makes your faction dedicated until the end of the round")?;
        }
        wrap(f, indent, indent + 4, head.as_str())?;
        for a in c.abilities() {
            wrapped(f, indent + 2, indent + 4, a)?;
        }
        Ok(())
    }
}

/// A Control card on one line (wrapped): `Control card Propaganda 1 —
/// Initiative 1: Take a Propaganda card ...; Take one of your ...`.
pub(crate) struct ControlLine(pub ControlDef, pub usize);

impl fmt::Display for ControlLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ControlLine(c, indent) = *self;
        let mut line = Line::new();
        write!(line, "{c} — Initiative {}", c.initiative)?;
        if c.dedicates() {
            line.write_str(", dedicates your faction until the end of the round")?;
        }
        line.write_str(" — reusable:")?;
        for (i, a) in c.abilities().iter().enumerate() {
            let mut body = Line::new();
            write!(body, "{}", AbilityBody(a))?;
            let text = body.as_str();
            write!(
                line,
                "{} {}",
                if i == 0 { "" } else { ";" },
                text.trim_end_matches('.')
            )?;
        }
        line.write_str(".")?;
        wrap(f, indent, indent + 4, line.as_str())
    }
}

impl fmt::Display for Symbol {
    /// A Mission tile symbol as the rulebook explains it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Symbol::CloseProject => {
                f.write_str("Closing a Project (the oldest one; scored if complete)")
            }
            Symbol::OpenProject => f.write_str("Opening a New Project"),
            Symbol::CloseAndOpen => f.write_str("Closing and Opening a Project"),
            Symbol::AgencyOutput(1) => f.write_str("Agency Output"),
            Symbol::AgencyOutput(m) => write!(f, "Agency Output {m}×"),
            Symbol::Domination { value, two_player } => write!(
                f,
                "Breakthrough Domination {value}/{two_player} ({value} Progress per zone led, \
                 {two_player} in a 2-player game)"
            ),
            Symbol::LabResearch(1) => f.write_str("Lab Research (1 Progress per Lab card)"),
            Symbol::LabResearch(m) => write!(f, "Lab Research {m}× ({m} Progress per Lab card)"),
        }
    }
}

impl fmt::Display for Tile {
    /// `MM-3: Closing and Opening a Project, then Agency Output, then ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.code)?;
        for (i, s) in self.symbols.iter().enumerate() {
            if i > 0 {
                f.write_str(", then ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Condition {
    /// When the requirement is met, as a clause: `a Propaganda card enters
    /// your Agency`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Condition::EntersAgency(s) => write!(f, "a {} enters your Agency", CardsOf(s, 1)),
            Condition::LeaderEntersAgency => f.write_str("a Leader enters your Agency"),
            Condition::ToLab => f.write_str("you place a card into your Lab"),
            Condition::ToZone(z) => {
                write!(f, "you place or move an Astronaut into {}", ZonesWords(z))
            }
            Condition::ToInvestments => {
                f.write_str("you place cards into the Investments area (an investment)")
            }
        }
    }
}

/// A Project in full: name, category, requirement and spaces.
pub(crate) struct ProjectText(pub &'static ProjectDef, pub usize);

/// A Project's name, category and requirement (the board shows its spaces
/// with who stands on them).
pub(crate) struct ProjectHead(&'static ProjectDef, usize);

impl ProjectText {
    /// The same without the spaces.
    pub(crate) fn without_spaces(self) -> ProjectHead {
        ProjectHead(self.0, self.1)
    }
}

impl fmt::Display for ProjectHead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ProjectHead(d, indent) = *self;
        project_head(f, d, indent)
    }
}

fn project_head(f: &mut fmt::Formatter<'_>, d: &ProjectDef, indent: usize) -> fmt::Result {
    let mut head = Line::new();
    write!(head, "{} — {} Project", d.name, d.category.name())?;
    if d.provenance != Provenance::Designed {
        write!(head, " — {}", origin(d.provenance))?;
    }
    wrap(f, indent, indent + 4, head.as_str())?;
    let mut req = Line::new();
    write!(
        req,
        "Requirement: whenever {}, you may place ",
        d.requirement.when
    )?;
    match d.requirement.astronauts {
        0 => req.write_str("up to that card's level in Astronauts")?,
        1 => req.write_str("1 Astronaut")?,
        k => write!(req, "up to {k} Astronauts")?,
    }
    req.write_str(" from your Agency on its Standby area.")?;
    wrap(f, indent + 2, indent + 4, req.as_str())
}

impl fmt::Display for ProjectText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ProjectText(d, indent) = *self;
        project_head(f, d, indent)?;
        let mut spaces = Line::new();
        spaces.write_str("Spaces, following the arrows to the end space:")?;
        for (k, s) in d.spaces.iter().enumerate() {
            write!(
                spaces,
                "{} {} ({})",
                if k == 0 { "" } else { "," },
                s.value,
                if s.blue { "blue" } else { "white" }
            )?;
        }
        spaces.write_str(".")?;
        wrap(f, indent + 2, indent + 4, spaces.as_str())
    }
}

/// A Faction Headquarters in full: both setups.
pub(crate) struct HeadquartersText(pub &'static Headquarters, pub usize);

impl fmt::Display for HeadquartersText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let HeadquartersText(h, indent) = *self;
        let faction = h.rocket.faction();
        writeln!(
            f,
            "{:indent$}{} — {} ({})",
            "",
            h.rocket.name(),
            faction.name(),
            faction.colour()
        )?;
        let mut std = Line::new();
        write!(
            std,
            "Standard setup: draw {} into your hand; 1 Astronaut on the Launch Pad, 14 in your \
             Agency; the 12 standard Control cards.",
            Plural(u32::from(h.standard_hand), "card")
        )?;
        wrap(f, indent + 2, indent + 4, std.as_str())?;
        let t = h.thematic;
        let mut them = Line::new();
        write!(
            them,
            "Thematic setup: draw {}; Rocket ",
            Plural(u32::from(t.hand), "card")
        )?;
        match t.progress {
            0 => them.write_str("on the 1950 space")?,
            p if p > 0 => write!(
                them,
                "{} ahead of the 1950 space",
                Plural(p as u32, "space")
            )?,
            p => write!(
                them,
                "{} behind the 1950 space",
                Plural(p.unsigned_abs().into(), "space")
            )?,
        }
        write!(them, "; Astronauts: {} in your Agency", t.agency)?;
        for z in Zone::ALL {
            let k = t.zones.get(z.index()).copied().unwrap_or(0);
            if k > 0 {
                let on = if z == Zone::LaunchPad { "on the" } else { "in" };
                write!(them, ", {k} {on} {}", z.name())?;
            }
        }
        if t.standby > 0 {
            write!(
                them,
                ", {} on the Standby area of the open Project",
                t.standby
            )?;
        }
        let placed = u32::from(t.agency)
            + t.zones.iter().map(|&k| u32::from(k)).sum::<u32>()
            + u32::from(t.standby);
        if placed < 15 {
            write!(them, ", {} back to the box", 15 - placed)?;
        }
        them.write_str("; Control cards: the standard set without ")?;
        let mut first = true;
        for si in 0..4 {
            for (j, &init) in STANDARD_INITIATIVES.iter().enumerate() {
                let slot = si * 3 + j;
                if crate::data::control::thematic_removed(h.rocket) & (1 << slot) != 0 {
                    if let Some(sec) = Section::from_index(si) {
                        write!(
                            them,
                            "{}{} {init}",
                            if first { "" } else { ", " },
                            sec.name()
                        )?;
                        first = false;
                    }
                }
            }
        }
        them.write_str(", plus the Rocket-specific ")?;
        for (k, c) in rocket_specific(h.rocket).iter().flatten().enumerate() {
            write!(them, "{}{c}", if k == 0 { "" } else { ", " })?;
        }
        them.write_str(".")?;
        wrap(f, indent + 2, indent + 4, them.as_str())
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Describe for SpaceRace {
    fn describe_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.raw().sentence(seat, *action, out)
    }

    fn explain_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.raw().explanation(seat, *action, out)
    }

    fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
        card_sheet(config, out)
    }
}

impl RawState {
    /// `action` as a sentence for seat `p` (see [`Describe::describe_action`]).
    fn sentence(&self, p: PlayerId, action: Action, out: &mut dyn Write) -> fmt::Result {
        let plan = match self.plan(p, action, Checks::All) {
            Ok(plan) => plan,
            Err(e) => return write!(out, "{action}: not possible now ({e})"),
        };
        let Some(s) = self.seat(p) else {
            return write!(out, "{action}");
        };
        let top = self.tasks.last().copied();
        match plan {
            Plan::ChooseControl(slot) => match control_def(self.rocket(p), usize::from(slot)) {
                Some(c) => {
                    write!(out, "Choose Control card {c} face down for this round")?;
                    if c.dedicates() {
                        out.write_str(" (it makes your faction dedicated)")?;
                    }
                    Ok(())
                }
                None => write!(out, "Choose Control card slot {slot}"),
            },
            Plan::Unexplore(card) => write!(
                out,
                "Put {} face down into the Unexplored Universe ({} left in hand)",
                CardName(card),
                Plural(s.hand.len().saturating_sub(1) as u32, "card")
            ),
            Plan::EndTurn => match self.stage {
                Stage::Unexplored => write!(
                    out,
                    "Put no more cards into the Unexplored Universe (keep {} in hand)",
                    Plural(s.hand.len() as u32, "card")
                ),
                Stage::Bureaucracy => out.write_str("End your Bureaucracy step"),
                _ => write!(
                    out,
                    "End your turn ({} activated this turn)",
                    Plural(u32::from(self.turn_activations), "ability")
                ),
            },
            Plan::Activate(r) => {
                let Some(a) = self.ability(p, r) else {
                    return write!(out, "{action}");
                };
                match r.card {
                    Some(c) => write!(out, "Activate {}: ", CardName(c))?,
                    None => match self.active_control(p) {
                        Some(c) => write!(out, "Activate your Control card {c}: ")?,
                        None => out.write_str("Activate your Control card: ")?,
                    },
                }
                if a.effect == Effect::Nothing {
                    return write!(
                        out,
                        "pay its investment of {} from your hand to the Investments (you hold {})",
                        Plural(u32::from(a.cost), "card"),
                        s.hand.len()
                    );
                }
                let mut line = Line::new();
                write!(line, "{}", a.effect)?;
                let text = line.as_str();
                let text = text.strip_suffix('.').unwrap_or(text);
                let mut chars = text.chars();
                if let Some(c) = chars.next() {
                    for l in c.to_lowercase() {
                        out.write_char(l)?;
                    }
                    out.write_str(chars.as_str())?;
                }
                match self.idle(p, a.effect) {
                    // Legal all the same: "even if you move nothing, the
                    // ability is still considered activated".
                    Some(why) => {
                        let only_effect = a.cost > 0 || matches!(a.timing, Timing::SingleUse(_));
                        write!(
                            out,
                            " ({why}: {} would do nothing)",
                            if only_effect { "its effect" } else { "it" }
                        )?;
                    }
                    None => self.available(p, a.effect, out)?,
                }
                if a.cost > 0 {
                    write!(
                        out,
                        " — investment: {} from your hand to the Investments (you hold {})",
                        Plural(u32::from(a.cost), "card"),
                        s.hand.len()
                    )?;
                }
                if matches!(a.timing, Timing::SingleUse(_)) {
                    out.write_str(" — single-use: the card is covered afterwards")?;
                }
                Ok(())
            }
            Plan::Stop => match top {
                Some(Task::Refresh { .. }) => out.write_str("Refresh no more Astronauts"),
                Some(Task::Uncover) => out.write_str("Uncover nothing"),
                Some(Task::Recover) => out.write_str("Take no Control card back"),
                _ => out.write_str("Move no more (the ability still counts as activated)"),
            },
            Plan::Pay(card) => {
                let left = match top {
                    Some(Task::Pay { left, .. }) => left,
                    _ => 1,
                };
                write!(out, "Pay {} from your hand to the Investments", CardName(card))?;
                if left > 1 {
                    write!(out, " ({} to pay after this one)", Plural(u32::from(left - 1), "more card"))
                } else {
                    out.write_str(" (the last card of the investment)")
                }
            }
            Plan::Split { top, bottom, n, k, .. } => write!(
                out,
                "Divide the {n} as {k} to the top effect ({}) and {} to the bottom effect ({})",
                HalfWords(top),
                n - k,
                HalfWords(bottom)
            ),
            Plan::Draw(to) => {
                let left = move_left(top);
                write!(out, "Draw a card from the Deck to {to}")?;
                write!(
                    out,
                    " ({} at most, this one included; {} in the Deck)",
                    Plural(u32::from(left), "card"),
                    self.deck.len()
                )
            }
            Plan::DrawThree => out.write_str(
                "No Universe card to take: draw 3 cards from the Deck into your hand instead",
            ),
            Plan::Slot { slot, to, fallback } => {
                let card = self.slot_top(usize::from(slot));
                match card {
                    Some(c) => write!(out, "Take {}", CardName(c))?,
                    None => out.write_str("Take the top card")?,
                }
                if let Some(d) = card.and_then(card_def) {
                    write!(out, " (levels {})", ShortLevels(d.levels))?;
                }
                write!(out, " from Universe slot {slot} into {to}")?;
                if fallback {
                    out.write_str(" (no card of the type to take: one from the closest preceding section)")?;
                }
                Ok(())
            }
            Plan::MoveCard { card, from, to } => {
                write!(out, "Move {} from {from} to {to}", CardName(card))?;
                if to == Place::Lab {
                    write!(out, " (your Lab will hold {})", Plural(s.lab.len() as u32 + 1, "card"))?;
                }
                Ok(())
            }
            Plan::Pick(h) => match h {
                Held::Zone { zone, exhausted } => write!(
                    out,
                    "Pick {} Astronaut of yours in {} to move it ({} of yours there)",
                    if exhausted { "an exhausted" } else { "an upright" },
                    zone_name(zone),
                    s.in_zone(usize::from(zone))
                ),
                Held::Space(i) => write!(
                    out,
                    "Your Agency has no Astronaut: take yours from {} (the one farthest from its last space)",
                    ProjectAt(self, i)
                ),
                Held::Standby(i) => write!(
                    out,
                    "Your Agency has no Astronaut: take one of yours from the Standby area of {}",
                    ProjectAt(self, i)
                ),
            },
            Plan::ZoneToAgency { zone, exhausted } => write!(
                out,
                "Take {} Astronaut of yours in {} back to your Agency",
                if exhausted { "an exhausted" } else { "an upright" },
                zone_name(zone)
            ),
            Plan::IntoZone { zone, held, exhausted } => {
                let from = match held {
                    Some(Held::Zone { zone: z, .. }) => Some(zone_name(z)),
                    _ => None,
                };
                match from {
                    Some(z) => write!(out, "Move the Astronaut from {z} into {zone}")?,
                    None => write!(out, "Place an Astronaut from your Agency into {zone}")?,
                }
                if exhausted {
                    out.write_str(" (exhausted)")?;
                }
                let mine = s.in_zone(zone.index()) + 1;
                let rival = self
                    .seats
                    .iter()
                    .filter(|(q, _)| *q != p)
                    .map(|(_, t)| t.in_zone(zone.index()))
                    .max()
                    .unwrap_or(0);
                if zone != Zone::LaunchPad {
                    write!(out, ": you will have {mine} there, the most of any rival is {rival}")?;
                }
                Ok(())
            }
            Plan::OntoStandby { project, held } => {
                match held {
                    Some(Held::Zone { zone, .. }) => {
                        write!(out, "Move the Astronaut from {} onto", zone_name(zone))?
                    }
                    Some(Held::Space(i) | Held::Standby(i)) => {
                        write!(out, "Move the Astronaut from {} onto", ProjectAt(self, i))?
                    }
                    None => out.write_str("Place an Astronaut from your Agency onto")?,
                }
                write!(out, " the Standby area of {}", ProjectAt(self, project))
            }
            Plan::Refresh(zone) => write!(out, "Refresh (stand up) an exhausted Astronaut of yours in {}", zone_name(zone)),
            Plan::Exhaust(zone) => write!(out, "Exhaust (lay down) an upright Astronaut of yours in {}", zone_name(zone)),
            Plan::Uncover(card) => write!(out, "Uncover {}: its single-use abilities are usable again", CardName(card)),
            Plan::Cover { card, by } => write!(out, "Cover the right side of {} with {}", CardName(card), CardName(by)),
            Plan::Replace { card, covered } => write!(
                out,
                "Cover {} with {} and take back the Astronaut that covered it",
                CardName(covered),
                CardName(card)
            ),
            Plan::Recover(slot) => match control_def(self.rocket(p), usize::from(slot)) {
                Some(c) => write!(out, "Take your played Control card {c} back to your remaining Control cards"),
                None => write!(out, "Take your played Control card slot {slot} back"),
            },
            Plan::Leader(card) => {
                let new = matches!(top, Some(Task::Leader { new }) if new == card);
                write!(
                    out,
                    "Move {} {} to your Lab",
                    if new { "your new Leader" } else { "your old Leader" },
                    CardName(card)
                )?;
                if new {
                    out.write_str(" (none of its abilities is resolved)")?;
                }
                Ok(())
            }
            Plan::Settle(space) => {
                let at = self.settle_choice(p).map_or(0, |(i, _)| i as u8);
                let (value, blue) = self
                    .projects
                    .get(usize::from(at))
                    .and_then(|pr| project(pr.id))
                    .and_then(|d| d.spaces.get(usize::from(space)))
                    .map_or((0, false), |x| (x.value, x.blue));
                write!(
                    out,
                    "Place your first Standby Astronaut on space {space} of {}: worth {value}, {} border",
                    ProjectAt(self, at),
                    if blue { "blue" } else { "white" }
                )
            }
        }
    }

    /// Why effect `e` of seat `p` would do nothing now, if it is sure to:
    /// nothing there for it to act on. Moves from the Universe (which may
    /// draw 3 cards instead), Astronaut placements from the Agency (which may
    /// take one from a Project) and combined abilities are never idle.
    fn idle(&self, p: PlayerId, e: Effect) -> Option<Idle> {
        let s = self.seat(p)?;
        match e {
            Effect::RecoverControl => (0..16u8)
                .all(|slot| s.controls_played & (1 << slot) == 0 || Some(slot) == s.active)
                .then_some(Idle::ControlToTakeBack),
            Effect::Uncover => self
                .covered
                .intersection(&s.agency)
                .is_empty()
                .then_some(Idle::CoveredCard),
            Effect::Refresh(_) => s
                .exhausted
                .iter()
                .all(|&x| x == 0)
                .then_some(Idle::Exhausted),
            Effect::Exhaust(_) => s.upright.iter().all(|&x| x == 0).then_some(Idle::Upright),
            Effect::DrawReveal(_) => (!self.can_draw()).then_some(Idle::Draw),
            Effect::Move(m) => match (m.thing, m.from) {
                (Thing::Cards(_), Place::Deck) => (!self.can_draw()).then_some(Idle::Draw),
                (
                    Thing::Cards(mask),
                    from @ (Place::Hand | Place::Lab | Place::Agency | Place::Investments),
                ) => {
                    let set = self.cards_at(s, from).unwrap_or_default();
                    let none = !set
                        .iter()
                        .any(|c| card_def(c as u8).is_some_and(|d| mask.has(d.section)));
                    none.then_some(Idle::CardIn(mask, from))
                }
                (Thing::Astronauts | Thing::ExhaustedAstronauts, Place::Zones(z)) => {
                    let none = Zone::ALL
                        .iter()
                        .all(|&zone| !z.has(zone) || s.in_zone(zone.index()) == 0);
                    none.then_some(Idle::AstronautIn(z))
                }
                _ => None,
            },
            Effect::Nothing | Effect::Combined { .. } => None,
        }
    }

    /// What there is for an effect to move, in brackets: ` (3 in the
    /// Universe)`, ` (40 in the Deck)`.
    fn available(&self, p: PlayerId, e: Effect, out: &mut dyn Write) -> fmt::Result {
        let (Effect::Move(m) | Effect::Combined { top: m, .. }) = e else {
            return Ok(());
        };
        let Some(s) = self.seat(p) else {
            return Ok(());
        };
        match (m.thing, m.from) {
            (Thing::Cards(mask), Place::Universe) => {
                let k: usize = Section::ALL
                    .iter()
                    .filter(|&&sec| mask.has(sec))
                    .map(|&sec| self.filled_slots(sec).count())
                    .sum();
                write!(out, " ({k} to take in the Universe)")
            }
            (Thing::Cards(_), Place::Deck) => write!(out, " ({} in the Deck)", self.deck.len()),
            (Thing::Cards(_), Place::Hand) => write!(out, " (you hold {})", s.hand.len()),
            (Thing::Cards(_), Place::Lab) => write!(out, " ({} in your Lab)", s.lab.len()),
            (Thing::Cards(_), Place::Investments) => {
                write!(out, " ({} in the Investments)", self.investments.len())
            }
            (_, Place::Agency) => write!(
                out,
                " ({} in your Agency)",
                Plural(u32::from(s.astronauts), "Astronaut")
            ),
            (_, Place::Zones(z)) => {
                let k: u32 = Zone::ALL
                    .iter()
                    .filter(|&&zone| z.has(zone))
                    .map(|zone| u32::from(s.in_zone(zone.index())))
                    .sum();
                write!(out, " ({k} of yours there)")
            }
            _ => Ok(()),
        }
    }

    /// The full text of what `action` refers to (see
    /// [`Describe::explain_action`]).
    fn explanation(&self, p: PlayerId, action: Action, out: &mut dyn Write) -> fmt::Result {
        let top = self.tasks.last().copied();
        let src_card = match top {
            Some(Task::Pay { src, .. } | Task::Split { src } | Task::Resolve { src }) => Some(src),
            _ => None,
        };
        match action {
            Action::Card(c) | Action::Activate { card: c, .. } => {
                write!(out, "{}", card_text(c, 0))
            }
            Action::Control(slot) => match control_def(self.rocket(p), usize::from(slot)) {
                Some(c) => write!(out, "{}", ControlText(c, 0)),
                None => writeln!(out, "No Control card in slot {slot}."),
            },
            Action::ActivateControl(_) => match self.active_control(p) {
                Some(c) => write!(out, "{}", ControlText(c, 0)),
                None => writeln!(out, "You have no active Control card."),
            },
            Action::Slot(slot) => match self.slot_top(usize::from(slot)) {
                Some(c) => write!(out, "{}", card_text(c, 0)),
                None => writeln!(out, "Universe slot {slot} is empty."),
            },
            Action::Split(_) => match src_card {
                Some(r) => self.explain_source(p, r, out),
                None => writeln!(out, "No combined ability is being announced."),
            },
            Action::Project(i) | Action::FromProject(i) | Action::FromStandby(i) => {
                match self.projects.get(usize::from(i)) {
                    Some(pr) if pr.status != ProjectStatus::FaceDown => match project(pr.id) {
                        Some(d) => write!(out, "{}", ProjectText(d, 0)),
                        None => writeln!(out, "No such Project."),
                    },
                    _ => writeln!(out, "Project {i} is face down or not in the game."),
                }
            }
            Action::Space(_) => match self
                .settle_choice(p)
                .and_then(|(i, _)| self.projects.get(i))
            {
                Some(pr) => match project(pr.id) {
                    Some(d) => write!(out, "{}", ProjectText(d, 0)),
                    None => writeln!(out, "No such Project."),
                },
                None => writeln!(out, "No Project awaits your first Astronaut."),
            },
            Action::Zone { zone, .. } => {
                let z = zone_of_index(zone);
                match z {
                    Some(Zone::LaunchPad) => wrap(
                        out,
                        0,
                        2,
                        "The Launch Pad: a Breakthrough Zone where Astronauts wait; it is never \
                         scored by Breakthrough Domination.",
                    ),
                    Some(z) => wrapped(
                        out,
                        0,
                        2,
                        format_args!(
                            "{}: a Breakthrough Zone. At each Breakthrough Domination, the player \
                             with the most Astronauts here gains the Progress on the Mission tile; \
                             tied players: the one with the fewest exhausted Astronauts; still \
                             tied: all of them.",
                            z.name()
                        ),
                    ),
                    None => writeln!(out, "No such zone."),
                }
            }
            Action::Draw | Action::DrawThree | Action::Stop | Action::Done => match (top, src_card)
            {
                (_, Some(r)) => self.explain_source(p, r, out),
                (Some(Task::Move { m, left, .. }), _) => wrapped(
                    out,
                    0,
                    2,
                    format_args!(
                        "The ability being resolved: {} Still to move: {left} at most.",
                        Effect::Move(m)
                    ),
                ),
                _ => wrapped(out, 0, 2, format_args!("{}", DoneWords(self.stage))),
            },
        }
    }

    /// The card (or Control card) of an ability.
    fn explain_source(
        &self,
        p: PlayerId,
        r: crate::state::AbilityRef,
        out: &mut dyn Write,
    ) -> fmt::Result {
        match r.card {
            Some(c) => write!(out, "{}", card_text(c, 0)),
            None => match self.active_control(p) {
                Some(c) => write!(out, "{}", ControlText(c, 0)),
                None => Ok(()),
            },
        }
    }
}

/// Why an ability's effect would do nothing now (see [`RawState::idle`]):
/// what it lacks.
enum Idle {
    ControlToTakeBack,
    CoveredCard,
    Exhausted,
    Upright,
    Draw,
    CardIn(Sections, Place),
    AstronautIn(Zones),
}

impl fmt::Display for Idle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Idle::ControlToTakeBack => f.write_str("no played Control card to take back"),
            Idle::CoveredCard => f.write_str("no covered card in your Agency"),
            Idle::Exhausted => f.write_str("no exhausted Astronaut of yours"),
            Idle::Upright => f.write_str("no upright Astronaut of yours in a Breakthrough Zone"),
            Idle::Draw => f.write_str("no card left to draw"),
            Idle::CardIn(mask, from) => write!(f, "no {} in {from}", CardsOf(mask, 1)),
            Idle::AstronautIn(z) => {
                write!(f, "no Astronaut of yours to move from {}", ZonesWords(z))
            }
        }
    }
}

/// What ending a turn or a step means, by stage.
struct DoneWords(Stage);

impl fmt::Display for DoneWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Stage::Unexplored => f.write_str(
                "Phase 1 step 2: in turn order, each player may place any number of cards from \
                 their hand face down into the Unexplored Universe; with more than 7 cards in hand \
                 you must place cards until you have 7 or fewer.",
            ),
            Stage::Bureaucracy => f.write_str(
                "Bureaucracy: all players must resolve all of their Bureaucracy abilities, in \
                 reverse turn order; one that starts with \"You may...\" is optional.",
            ),
            _ => f.write_str(
                "On your turn you may activate as many abilities on cards in your Agency and on \
                 your active Control card with the step's coloured stripe as you wish, each once \
                 per round; then your turn ends.",
            ),
        }
    }
}

/// What is still to move in the pending move.
fn move_left(top: Option<Task>) -> u8 {
    match top {
        Some(Task::Move { left, .. }) => left,
        _ => 0,
    }
}

fn zone_of_index(z: u8) -> Option<Zone> {
    Zone::from_index(usize::from(z))
}

fn zone_name(z: u8) -> &'static str {
    zone_of_index(z).map_or("no zone", Zone::name)
}

/// A Project by stack position: `Project 1 (Zvezda Moonbase)`.
struct ProjectAt<'a>(&'a RawState, u8);

impl fmt::Display for ProjectAt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ProjectAt(st, i) = *self;
        match st.projects.get(usize::from(i)).and_then(|pr| {
            (pr.status != ProjectStatus::FaceDown)
                .then_some(pr.id)
                .and_then(project)
        }) {
            Some(d) => write!(f, "Project {i} ({})", d.name),
            None => write!(f, "Project {i}"),
        }
    }
}

/// Every component, in the order of the rulebook's Components: the Space
/// Race cards by type, the Control cards, the Mission tiles, the Projects
/// by category, the Faction Headquarters, then the board's Breakthrough
/// Zones and the Astronauts.
fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
    let n = config.seats.len();
    let ai = config
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Ai)
        .count();
    let mut head = Line::new();
    write!(
        head,
        "SPACE RACE — the components, for {}",
        Plural(n as u32, "seat")
    )?;
    if ai > 0 {
        write!(head, " ({})", AiAmong(ai))?;
    }
    write!(
        head,
        "; {} mission, {} setup{}",
        config.mission.name(),
        match config.setup {
            SetupSide::Standard => "standard",
            SetupSide::Thematic => "thematic",
        },
        if config.cold_war {
            ", Cold War expansion"
        } else {
            ""
        }
    )?;
    wrap(out, 0, 2, head.as_str())?;
    writeln!(out)?;
    writeln!(out, "SPACE RACE CARDS ({})", CARDS.len())?;
    wrap(
        out,
        2,
        2,
        "A card's type is the Universe section it is placed in. Its levels (the numbers in the \
         coloured arrows on its left) count for Agency Output when they match the stripe of your \
         active Control card. Stripe abilities may be activated in the step of their colour when \
         your active Control card is of that type: the left side once each round (reusable), \
         the right side once (single-use; then cover it with another card of your Agency, or an \
         Astronaut). You may always move fewer cards or Astronauts than an ability allows, \
         except cards to the Investments area (exactly). Only Area 51, Science Popularisation \
         and Chang'e Program are named by the rulebook; the other cards are designed.",
    )?;
    for sec in Section::ALL {
        writeln!(out)?;
        let count = CARDS.iter().filter(|d| d.section == sec).count();
        writeln!(
            out,
            "  {} cards ({count}) — {} stripe",
            sec.name(),
            sec.colour()
        )?;
        for (i, d) in CARDS.iter().enumerate() {
            if d.section == sec {
                write!(out, "{}", card_text(i as u8, 4))?;
            }
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "CONTROL CARDS (16 per faction: 12 standard and 4 Rocket-specific)"
    )?;
    wrap(
        out,
        2,
        2,
        "In phase 1 step 5 each player chooses one of their remaining Control cards face down; \
         revealed in step 7, it is the active Control card for the round: its type says in which \
         step of phase 2 you are active, its Initiative value the order (highest first). Every \
         Control card can be used only once during the game (Propaganda 1 is the exception). \
         The abilities of the Control cards are designed.",
    )?;
    writeln!(out)?;
    writeln!(out, "  The 12 standard Control cards (every faction)")?;
    for sec in Section::ALL {
        for &init in &STANDARD_INITIATIVES {
            write!(
                out,
                "{}",
                ControlText(
                    ControlDef {
                        section: sec,
                        initiative: init
                    },
                    4
                )
            )?;
        }
    }
    for rocket in Rocket::ALL {
        writeln!(out)?;
        writeln!(
            out,
            "  Rocket-specific Control cards of {} (thematic setup)",
            rocket.name()
        )?;
        for c in rocket_specific(rocket).iter().flatten() {
            write!(out, "{}", ControlText(*c, 4))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "MISSION TILES (7 per mission, one resolved each round in phase 3)"
    )?;
    wrap(
        out,
        2,
        2,
        "Each symbol is resolved from left to right, players gaining their Progress in reverse \
         turn order. Closing a Project: if an Astronaut is on its last space, each player gains \
         the sum of the numbers in the spaces holding their Astronauts. Agency Output: the sum \
         of the levels of the cards in your Agency matching your active Control card's stripe \
         (AI players gain double). Breakthrough Domination: in each zone but the Launch Pad, the \
         player with the most Astronauts (tie: the fewest exhausted; still tied: all). Lab \
         Research: 1 Progress per card in your Lab. The symbols of each tile are designed.",
    )?;
    for mission in Mission::ALL {
        writeln!(out)?;
        writeln!(
            out,
            "  {}{}",
            mission.name(),
            if mission == config.mission {
                " (this game's mission)"
            } else {
                ""
            }
        )?;
        for t in mission.tiles() {
            wrapped(out, 4, 8, t)?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "PROJECTS ({}, 5 per category; 5 are used in a game)",
        PROJECTS.len()
    )?;
    wrap(
        out,
        2,
        2,
        "When you meet an open Project's requirement on your turn you may place Astronauts from \
         your Agency on its Standby area; at the end of your turn they move onto its spaces: the \
         first on any empty blue-bordered space, the next ones on the next empty space following \
         the arrows. A Project whose last space holds an Astronaut is completed when it closes.",
    )?;
    for cat in Category::ALL {
        writeln!(out)?;
        writeln!(
            out,
            "  {} Projects{}",
            cat.name(),
            if cat == Category::ColdWar {
                " (Cold War expansion)"
            } else {
                ""
            }
        )?;
        for d in PROJECTS.iter().filter(|d| d.category == cat) {
            write!(out, "{}", ProjectText(d, 4))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "FACTION HEADQUARTERS (one per Rocket; the numbers are designed)"
    )?;
    for h in HEADQUARTERS.iter() {
        write!(out, "{}", HeadquartersText(h, 2))?;
    }
    writeln!(out)?;
    writeln!(out, "THE BOARD: BREAKTHROUGH ZONES AND THE PROGRESS TRACK")?;
    for z in Zone::ALL {
        if z == Zone::LaunchPad {
            writeln!(out, "  {} — where Astronauts wait; never scored", z.name())?;
        } else {
            writeln!(out, "  {} — scored by Breakthrough Domination", z.name())?;
        }
    }
    wrap(
        out,
        2,
        2,
        "The Progress track: the first player in initial turn order starts on the 1950 space, \
         the others behind; a Rocket never shares a space (it moves on to the next empty one). \
         After the 7th Mission tile, the Rocket farthest ahead wins.",
    )?;
    writeln!(out)?;
    writeln!(out, "ASTRONAUTS (15 per faction)")?;
    wrap(
        out,
        2,
        2,
        "Placed upright unless an effect places them exhausted (lying down); exhausted \
         Astronauts lose Breakthrough Domination ties until refreshed.",
    )?;
    Ok(())
}
