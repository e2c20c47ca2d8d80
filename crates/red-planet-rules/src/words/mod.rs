//! Words for people: every component in the rulebook's vocabulary (the
//! specialist cards, the ship cards, the event cards — missions, discoveries,
//! actions — the global mission, the zones of Mars and Phobos, the tokens),
//! every action as a sentence ([`Describe`] for [`RedPlanet`]), the board of
//! a viewer (the `Display` of an [`Observation`](crate::Observation), in
//! [`board`]) and the card sheet.
//!
//! Labels are the rulebook's ("Ship Capacity", "Order number of a
//! Specialist", the destination printed on a ship, the three timings of a
//! discovery); specialist effects are the printed card texts, followed by
//! the card clarifications; the printed event cards (Sylvanite Stash, Ether
//! Magnet, Lichens, Depleted Deposit, Planetary Cleanup, Ice Monopoly) are
//! quoted, and the designed ones are worded in the same grammar. Everything
//! is written through `core::fmt`; nothing here is on a hot path.

mod board;

use core::fmt::{self, Write};

use cardgame_core::{Describe, PlayerId, Provenance};

use crate::action::{Action, Site};
use crate::config::{Colour, Config};
use crate::data::action_cards::{ActionCard, ActionEffect, ActionTiming, ACTION_CARDS};
use crate::data::discoveries::{DiscoveryCard, DiscoveryEffect, Timing, DISCOVERIES};
use crate::data::missions::{Goal, MissionCard, MISSIONS, PRESENCE_POINTS};
use crate::data::resources::{Resource, POINT_TOKENS, RESOURCE_TOKEN_KINDS};
use crate::data::ships::{ship_card, ShipCard, SHIPS, SHIP_COUNT};
use crate::data::specialists::{Part, Specialist};
use crate::data::zones::{Board, Zone};
use crate::data::{event_name, EventCard, EVENT_CARDS};
use crate::state::{CardPlace, RawState, RedPlanet, ASTRONAUTS, ROUNDS, TOKENS_PER_ZONE};

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

/// Writes `text` as it is when it fits in [`WIDTH`] columns after `first`
/// spaces (keeping its own spacing, for tables), else wrapped.
pub(crate) fn line(out: &mut dyn Write, first: usize, rest: usize, text: &str) -> fmt::Result {
    if first + text.chars().count() <= WIDTH {
        for _ in 0..first {
            out.write_char(' ')?;
        }
        out.write_str(text)?;
        out.write_char('\n')
    } else {
        wrap(out, first, rest, text)
    }
}

/// Writes `args` wrapped (see [`wrap`]), through a small stack buffer.
pub(crate) fn wrap_fmt(
    out: &mut dyn Write,
    first: usize,
    rest: usize,
    args: fmt::Arguments<'_>,
) -> fmt::Result {
    let mut s = alloc::string::String::new();
    s.write_fmt(args)?;
    wrap(out, first, rest, &s)
}

/// `count noun` with an `s` when `count` is not 1 (`1 astronaut`, `2 astronauts`).
pub(crate) struct Plural(pub u32, pub &'static str);

impl fmt::Display for Plural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// Points, signed: `1 point`, `-3 points`.
pub(crate) struct Points(pub i16);

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0.unsigned_abs() == 1 { "" } else { "s" };
        write!(f, "{} point{s}", self.0)
    }
}

/// Where a row comes from, as a short note: nothing for a printed card.
struct Origin(Provenance);

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Provenance::Rulebook => Ok(()),
            Provenance::Named => f.write_str(" (named in the rulebook; text designed)"),
            Provenance::Designed => f.write_str(" (designed)"),
        }
    }
}

// ---- Specialist cards ----

impl Specialist {
    /// The card's effect as printed ("resolved from top to bottom").
    pub const fn printed_effect(self) -> &'static str {
        match self {
            Specialist::Pilot => {
                "Place a total of 2 astronauts in 1 or 2 docked ships AND place a destination \
                 token on 1 ship (either docked or launched)."
            }
            Specialist::Soldier => {
                "Place 1 astronaut in a docked ship AND kill 1 astronaut on Phobos or an outer \
                 zone of Mars AND move up to 3 of your astronauts from Phobos to any zone(s) on \
                 Mars."
            }
            Specialist::TravelAgent => {
                "Place 3 astronauts in the same docked ship. If there is not at least 1 docked \
                 ship with room for 3 or more astronauts, ignore this effect."
            }
            Specialist::Robot => {
                "Place 1 astronaut in a docked ship AND, in 1 zone or ship where you have at \
                 least 1 astronaut, replace 1 opponent's astronaut with 1 of your astronauts."
            }
            Specialist::Saboteur => "Place 1 astronaut in a docked ship AND destroy 1 docked ship.",
            Specialist::SecretAgent => {
                "Place a total of 2 astronauts in 2 different docked ships AND force 1 ship that \
                 is not yet full to launch."
            }
            Specialist::Scientist => {
                "Place a total of 2 astronauts in 1 or 2 docked ships AND either draw 1 event \
                 card or look at 1 discovery card in play."
            }
            Specialist::Explorer => {
                "Place 1 astronaut in a docked ship AND make up to 3 moves on Mars with your \
                 astronauts."
            }
            Specialist::Recruiter => {
                "Place 1 astronaut in a docked ship AND return all specialist cards to your hand."
            }
        }
    }

    /// The card's clarification (rulebook, "Card clarifications").
    pub const fn clarification(self) -> &'static str {
        match self {
            Specialist::Pilot => {
                "The destination token may go on a docked or a launched ship. A token may be \
                 placed over another token, changing that ship's destination again."
            }
            Specialist::Soldier => {
                "\"Kill\" may target astronauts on Phobos or in any outer zone of Mars. A player \
                 may kill their own astronauts. Astronauts moved at the same time need not go to \
                 the same zone. The player must move at least one astronaut."
            }
            Specialist::TravelAgent => {
                "If no docked ship has room for at least three more astronauts, the player \
                 ignores the effect and skips their turn."
            }
            Specialist::Robot => {
                "\"Replace\" may target astronauts in a docked ship, a launched ship, or any zone \
                 of Mars (Phobos included) where the player already has at least one astronaut. \
                 The replaced astronaut is killed and goes to the Lost in Space Memorial."
            }
            Specialist::Saboteur => {
                "All astronauts in the destroyed ship go to the Lost in Space Memorial; then the \
                 destroyed ship is discarded."
            }
            Specialist::SecretAgent => {
                "The player may force a ship with no astronauts aboard to launch."
            }
            Specialist::Scientist => {
                "After looking at a face-down discovery, the player returns it face down to its \
                 zone. If every outer zone already has a discovery and the player draws a \
                 discovery, they discard it face up beside the event deck and look at a \
                 face-down discovery in play instead."
            }
            Specialist::Explorer => {
                "A move takes one of the player's astronauts from its zone to an adjacent zone. \
                 The same astronaut may move several times. Moving into a zone with a face-down \
                 resource token flips it face up."
            }
            Specialist::Recruiter => {
                "The player takes all their played specialist cards back into their hand, the \
                 Recruiter included."
            }
        }
    }

    /// The whole card in words: order number, name, effect, clarification.
    pub const fn text(self) -> SpecialistText {
        SpecialistText {
            card: self,
            indent: 0,
        }
    }
}

/// A specialist card in words ([`Specialist::text`]).
#[derive(Clone, Copy, Debug)]
pub struct SpecialistText {
    card: Specialist,
    indent: usize,
}

impl SpecialistText {
    /// The same text, every line indented by `indent` spaces.
    pub const fn indented(mut self, indent: usize) -> SpecialistText {
        self.indent = indent;
        self
    }
}

impl fmt::Display for SpecialistText {
    /// `7 SCIENTIST (order number 7)`, its printed effect and its
    /// clarification, wrapped at 100 columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.indent;
        let s = self.card;
        wrap_fmt(
            f,
            i,
            i + 2,
            format_args!("{} {}: {}", s.number(), Upper(s.name()), s.printed_effect()),
        )?;
        wrap_fmt(
            f,
            i + 2,
            i + 4,
            format_args!("Clarification: {}", s.clarification()),
        )
    }
}

/// A name in capitals, as printed on the cards.
struct Upper(&'static str);

impl fmt::Display for Upper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            f.write_char(c.to_ascii_uppercase())?;
        }
        Ok(())
    }
}

// ---- Ship cards ----

/// A ship card in words: `ship #13 (Mare Tyrrhenum, capacity 4)`.
#[derive(Clone, Copy, Debug)]
pub struct ShipName(pub u8);

impl fmt::Display for ShipName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match ship_card(self.0) {
            Some(s) => match s.destination {
                Some(z) => write!(f, "ship #{} ({z}, capacity {})", self.0, s.capacity),
                None => write!(
                    f,
                    "ship #{} (unknown destination, capacity {})",
                    self.0, s.capacity
                ),
            },
            None => write!(f, "ship #{}", self.0),
        }
    }
}

impl ShipCard {
    /// The card in words: its printed destination and Ship Capacity.
    pub fn text(&self) -> ShipText {
        ShipText(*self)
    }
}

/// A ship card's full text ([`ShipCard::text`]).
#[derive(Clone, Copy, Debug)]
pub struct ShipText(ShipCard);

impl fmt::Display for ShipText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.0;
        match s.destination {
            Some(z) => write!(f, "destination {z}, Ship Capacity {}", s.capacity)?,
            None => write!(
                f,
                "unknown destination (?): the player who places the first astronaut aboard puts \
                 a destination token on it; Ship Capacity {}",
                s.capacity
            )?,
        }
        write!(f, "{}", Origin(s.provenance))
    }
}

// ---- Event cards ----

/// Zone names joined with commas and `and`.
struct Zones<'a>(&'a [Zone]);

impl fmt::Display for Zones<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        for (i, z) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " and " } else { ", " })?;
            }
            write!(f, "{z}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Goal {
    /// What a mission asks for, as its card words it (without the points).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Goal::MostTokens(Some(r)) => write!(f, "If you have the most {r} point tokens"),
            Goal::MostTokens(None) => f.write_str(
                "If you have the most point tokens (counted as tokens, regardless of value)",
            ),
            Goal::Presence(z) => write!(
                f,
                "For at least 1 astronaut in 1/2/3 of the following zones: {}",
                Zones(&z)
            ),
            Goal::MostAstronautsIn(z) => write!(f, "If you have the most astronauts in {z}"),
            Goal::MostAstronautsOnMars => {
                f.write_str("If you have the most astronauts on Mars (Phobos does not count)")
            }
            Goal::FewestLost => {
                f.write_str("If you have the fewest astronauts in the Lost in Space Memorial")
            }
        }
    }
}

impl MissionCard {
    /// The card's text: `If you have the most sylvanite point tokens, gain 8
    /// points.`
    pub fn text(&self) -> MissionText {
        MissionText(*self)
    }
}

/// A mission card's text ([`MissionCard::text`]).
#[derive(Clone, Copy, Debug)]
pub struct MissionText(MissionCard);

impl fmt::Display for MissionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.0;
        match m.goal {
            Goal::Presence(_) => write!(
                f,
                "{}, gain {}/{}/{} points.",
                m.goal, PRESENCE_POINTS[1], PRESENCE_POINTS[2], PRESENCE_POINTS[3]
            )?,
            _ => write!(f, "{}, gain {} points.", m.goal, m.points)?,
        }
        match m.goal {
            Goal::MostTokens(_) | Goal::MostAstronautsIn(_) | Goal::MostAstronautsOnMars => {
                f.write_str(" A tie for the most completes it; none at all never does.")?
            }
            Goal::FewestLost => f.write_str(" A tie for the fewest completes it.")?,
            Goal::Presence(_) => {}
        }
        write!(f, "{}", Origin(m.provenance))
    }
}

impl fmt::Display for Timing {
    /// The icon in the lower-right corner of a discovery, in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Timing::Reveal => "when revealed",
            Timing::ThirdProduction => "during the third production phase",
            Timing::FinalScoring => "at final scoring",
        })
    }
}

impl fmt::Display for DiscoveryEffect {
    /// The discovery's effect, as its card words it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DiscoveryEffect::EtherMagnet => f.write_str(
                "Take all astronauts that are in docked ships and place them in this zone.",
            ),
            DiscoveryEffect::Landslide => f.write_str(
                "Each player with at least 1 astronaut in this zone sends 1 of them to the Lost \
                 in Space Memorial.",
            ),
            DiscoveryEffect::PresenceBonus(n) => write!(
                f,
                "Each player with at least 1 astronaut in this zone gains {n} points."
            ),
            DiscoveryEffect::PresencePenalty(n) => write!(
                f,
                "Each player with at least 1 astronaut in this zone loses {n} points."
            ),
            DiscoveryEffect::MajorityBonus(n) => write!(
                f,
                "The player with the most astronauts in this zone gains {n} points (tied \
                 players each gain them)."
            ),
            DiscoveryEffect::ProductionChange(n) if n < 0 => write!(
                f,
                "This zone produces {} less.",
                Plural(u32::from(n.unsigned_abs()), "point token")
            ),
            DiscoveryEffect::ProductionChange(n) => write!(
                f,
                "This zone produces {} more.",
                Plural(n.unsigned_abs().into(), "point token")
            ),
            DiscoveryEffect::MiningIncident => {
                f.write_str("No point token is placed in this zone (even if Synergy affects it).")
            }
            DiscoveryEffect::Synergy => {
                f.write_str("This zone and each zone adjacent to it produce 1 point token more.")
            }
            DiscoveryEffect::ExtraCelerium(n) => write!(
                f,
                "This zone also produces {} besides its own.",
                Plural(u32::from(n), "celerium point token")
            ),
            DiscoveryEffect::Subterfuge => f.write_str(
                "The player with the second-most astronauts in this zone takes its point tokens \
                 (tied players split them; a tie for the most splits as usual; a lone player \
                 takes nothing).",
            ),
            DiscoveryEffect::FlatTerrain => f.write_str(
                "Each player with at least 1 astronaut in this zone counts as having exactly 1.",
            ),
            DiscoveryEffect::RoughTerrain => {
                f.write_str("Each player counts 1 astronaut fewer in this zone.")
            }
        }
    }
}

impl DiscoveryCard {
    /// The card's text: when it acts and what it does, marked "(designed)"
    /// when the rulebook does not print it.
    pub fn text(&self) -> DiscoveryText {
        DiscoveryText {
            card: *self,
            tagged: true,
        }
    }
}

/// A discovery card's text ([`DiscoveryCard::text`]).
#[derive(Clone, Copy, Debug)]
pub struct DiscoveryText {
    card: DiscoveryCard,
    tagged: bool,
}

impl DiscoveryText {
    /// The same text without the note on where the card comes from, as the
    /// narration of a game quotes it.
    pub const fn untagged(mut self) -> DiscoveryText {
        self.tagged = false;
        self
    }
}

impl fmt::Display for DiscoveryText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = &self.card;
        let mut when = alloc::string::String::new();
        write!(when, "{}", d.timing)?;
        if let Some(c) = when.get(..1) {
            write!(f, "{}{}", c.to_ascii_uppercase(), &when[1..])?;
        }
        write!(f, ": {}", d.effect)?;
        if matches!(d.timing, Timing::ThirdProduction)
            && matches!(
                d.effect,
                DiscoveryEffect::FlatTerrain | DiscoveryEffect::RoughTerrain
            )
        {
            f.write_str(" At final scoring each player counts their real number of astronauts.")?;
        }
        if self.tagged {
            write!(f, "{}", Origin(d.provenance))?;
        }
        Ok(())
    }
}

impl fmt::Display for ActionTiming {
    /// When the card is played: `at the end of the third production phase`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionTiming::EndOfProduction(n) => write!(
                f,
                "at the end of the {} production phase",
                match n {
                    1 => "first",
                    2 => "second",
                    _ => "third",
                }
            ),
            ActionTiming::FinalScoring => f.write_str("at final scoring"),
        }
    }
}

impl ActionCard {
    /// The card's text: `Play this card at the end of the third production
    /// phase. You receive all point tokens remaining on Mars and Phobos.`
    /// The designed cards are marked "(designed)".
    pub fn text(&self) -> ActionText {
        ActionText {
            card: *self,
            tagged: true,
        }
    }
}

/// An action card's text ([`ActionCard::text`]).
#[derive(Clone, Copy, Debug)]
pub struct ActionText {
    card: ActionCard,
    tagged: bool,
}

impl ActionText {
    /// The same text without the note on where the card comes from, as the
    /// narration of a game quotes it.
    pub const fn untagged(mut self) -> ActionText {
        self.tagged = false;
        self
    }
}

impl fmt::Display for ActionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = &self.card;
        write!(f, "Play this card {}. ", a.timing)?;
        match a.effect {
            ActionEffect::PlanetaryCleanup => {
                f.write_str("You receive all point tokens remaining on Mars and Phobos.")?
            }
            ActionEffect::SupplyDrop(r, n) => write!(
                f,
                "You receive {} from the supply (as many as remain).",
                Plural(
                    u32::from(n),
                    match r {
                        Resource::Ice => "ice point token",
                        Resource::Sylvanite => "sylvanite point token",
                        Resource::Celerium => "celerium point token",
                    }
                )
            )?,
            ActionEffect::PhobosBeacon => {
                f.write_str("Gain 1 point for each of your astronauts on Phobos.")?
            }
        }
        f.write_str(" (Played by itself at that moment.)")?;
        if self.tagged {
            write!(f, "{}", Origin(a.provenance))?;
        }
        Ok(())
    }
}

/// An event card in words: kind, name and text (`event card #id`).
#[derive(Clone, Copy, Debug)]
pub struct EventCardText(pub u8);

impl fmt::Display for EventCardText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match EventCard::get(self.0) {
            Some(EventCard::Mission(m)) => write!(f, "MISSION {}: {}", m.name, m.text()),
            Some(EventCard::Discovery(d)) => write!(f, "DISCOVERY {}: {}", d.name, d.text()),
            Some(EventCard::Action(a)) => write!(f, "ACTION {}: {}", a.name, a.text()),
            None => write!(f, "event card #{}", self.0),
        }
    }
}

/// The global mission's text, as printed.
pub(crate) const ICE_MONOPOLY_TEXT: &str = "GLOBAL MISSION Ice Monopoly (9): If you have the \
     most ice point tokens, gain 9 points. In case of a tie, the tied players evenly divide the 9 \
     points, rounded down. (Scored at final scoring, after Planetary Cleanup.)";

// ---- Zones ----

/// A zone in words for a board configuration: its kind and its neighbours.
#[derive(Clone, Copy, Debug)]
pub struct ZoneText {
    zone: Zone,
    board: Board,
}

impl Zone {
    /// The zone in words on `board`: inner, outer or Phobos, and the zones
    /// adjacent to it.
    pub const fn text(self, board: Board) -> ZoneText {
        ZoneText { zone: self, board }
    }

    /// `outer zone`, `inner zone` or `Phobos`.
    pub const fn kind(self) -> &'static str {
        if self.is_outer() {
            "outer zone of Mars"
        } else if self.is_inner() {
            "inner zone of Mars"
        } else {
            "moon of Mars"
        }
    }
}

impl fmt::Display for ZoneText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let z = self.zone;
        write!(f, "{z} ({})", z.kind())?;
        if z == Zone::Phobos {
            return f.write_str(
                ": behaves like the zones of Mars, but is adjacent to no other zone and takes no \
                 discovery",
            );
        }
        f.write_str(": adjacent to ")?;
        let adj = self.board.adjacent(z);
        let mut list = [Zone::Phobos; 9];
        let mut n = 0;
        for a in adj.iter() {
            if let Some(slot) = list.get_mut(n) {
                *slot = a;
                n += 1;
            }
        }
        write!(f, "{}", Zones(&list[..n]))?;
        if z.is_outer() {
            f.write_str("; may take a discovery")?;
        }
        Ok(())
    }
}

// ---- Actions as sentences ----

/// A colour as the seat reads it: `you` for its main colour, `your neutral
/// Yellow` for its neutral colour, else the colour's name.
struct Who {
    colour: Colour,
    main: bool,
    neutral_own: bool,
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.main {
            f.write_str("you")
        } else if self.neutral_own {
            write!(f, "your neutral {}", self.colour)
        } else {
            write!(f, "{}", self.colour)
        }
    }
}

/// Where a ship at a dock is bound, in words.
struct Bound<'a>(&'a crate::state::DockState);

impl fmt::Display for Bound<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.destination() {
            Some(z) if self.0.tokens.is_empty() => write!(f, "bound for {z}"),
            Some(z) => write!(f, "bound for {z} by a destination token"),
            None => f.write_str("with an unknown destination"),
        }
    }
}

impl RawState {
    fn who(&self, seat: PlayerId, c: Colour) -> Who {
        Who {
            colour: c,
            main: self.config.main_colour(seat) == c,
            neutral_own: self.config.neutral_colour(seat) == Some(c),
        }
    }

    /// The colour an action of `seat` is taken for.
    fn acting_colour(&self, seat: PlayerId, action: &Action) -> Colour {
        match action {
            Action::Keep(_) | Action::Choose(_) => self.config.main_colour(seat),
            Action::Stack(_) => self
                .config
                .neutral_colour(seat)
                .unwrap_or(self.config.main_colour(seat)),
            _ => self.resolver_colour(),
        }
    }

    /// `describe_action` of [`Describe`].
    fn sentence(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        let c = self.acting_colour(seat, action);
        let who = self.who(seat, c);
        if who.neutral_own && !matches!(action, Action::Stack(_)) {
            write!(out, "For your neutral {c}: ")?;
        }
        let dock = |d: u8| self.docks().get(usize::from(d)).copied();
        let part = self.current_part();
        match *action {
            Action::Keep(m) => {
                write!(out, "Keep the starting mission {}", event_name(m))?;
                let other = (0..MISSIONS.len() as u8).find(|&id| {
                    id != m && self.event_cards[usize::from(id)] == CardPlace::Dealt(c.0)
                });
                match other {
                    Some(id) => write!(out, "; {} goes back into the event deck", event_name(id)),
                    None => {
                        out.write_str("; the other dealt mission goes back into the event deck")
                    }
                }
            }
            Action::Stack(s) => {
                let n = self.colour(c).map_or(0, |col| col.neutral.known_top);
                write!(
                    out,
                    "Stack {s} on the deck of your neutral {c}: it is drawn in round {}",
                    n + 1
                )?;
                if self
                    .colour(c)
                    .is_some_and(|col| col.neutral.to_stack.len() == 2)
                {
                    out.write_str(", and the last kept card follows in the round after")?;
                }
                Ok(())
            }
            Action::Choose(s) => {
                write!(
                    out,
                    "Choose {s} face down (revealed at countdown {}): {}",
                    s.number(),
                    s.printed_effect()
                )
            }
            Action::Place(d) => {
                let Some(ds) = dock(d) else {
                    return write!(out, "Place an astronaut in the ship at dock {}", d + 1);
                };
                let count = match part {
                    Some(Part::PlaceTogether { count }) => count,
                    _ => 1,
                };
                let ship = ds.ship.map(ShipName);
                write!(
                    out,
                    "Place {} in {} at dock {}, {}",
                    if count == 1 {
                        alloc::string::String::from("an astronaut")
                    } else {
                        alloc::format!("{count} astronauts")
                    },
                    ship.map_or_else(
                        || alloc::string::String::from("the ship"),
                        |s| alloc::format!("{s}")
                    ),
                    d + 1,
                    Bound(&ds)
                )?;
                write!(out, " ({} of {} aboard", ds.total_aboard(), ds.capacity())?;
                let after = ds.total_aboard().saturating_add(count);
                if after >= ds.capacity() {
                    out.write_str("; then full, it launches")?;
                } else {
                    write!(out, "; then room for {}", ds.capacity() - after)?;
                }
                out.write_str(")")?;
                if ds.destination().is_none() && ds.total_aboard() == 0 {
                    out.write_str("; you then choose its destination token")?;
                }
                if let Some(Part::Place { count: total, .. }) = part {
                    if total > 1 {
                        write!(
                            out,
                            " [astronaut {} of {total}]",
                            self.progress.done.saturating_add(1)
                        )?;
                    }
                }
                Ok(())
            }
            Action::Token { dock: d, zone } => {
                write!(
                    out,
                    "Put a destination token for {zone} on the ship at dock {}",
                    d + 1
                )?;
                if let Some(ds) = dock(d) {
                    write!(
                        out,
                        " ({}, {}, now {}; {} aboard)",
                        ds.ship.map_or(ShipName(u8::MAX), ShipName),
                        if ds.launched { "launched" } else { "docked" },
                        Bound(&ds),
                        Plural(u32::from(ds.total_aboard()), "astronaut")
                    )?;
                }
                let left = self.token_supply[zone.index()];
                write!(
                    out,
                    "; {left} {zone} token{} left in the supply",
                    if left == 1 { "" } else { "s" }
                )
            }
            Action::Kill { zone, colour } => {
                let n = self.astronauts(zone, colour);
                write!(out, "Kill a {colour} astronaut in {zone}")?;
                if colour == c {
                    out.write_str(" (one of your own)")?;
                }
                write!(
                    out,
                    ": it goes to the Lost in Space Memorial ({colour} has {} there)",
                    n
                )
            }
            Action::Land(z) => {
                let left = self.astronauts(Zone::Phobos, c).saturating_sub(1);
                write!(
                    out,
                    "Move one of your astronauts from Phobos to {z} ({} left on Phobos",
                    left
                )?;
                if let Some(Part::LeavePhobos { max }) = part {
                    write!(
                        out,
                        "; move {} of up to {max}",
                        self.progress.done.saturating_add(1)
                    )?;
                }
                out.write_str(")")?;
                if !self.zones[z.index()].revealed {
                    out.write_str("; its resource token turns face up")?;
                }
                Ok(())
            }
            Action::Replace { site, colour } => {
                let (theirs, mine, place) = match site {
                    Site::Zone(z) => (
                        self.astronauts(z, colour),
                        self.astronauts(z, c),
                        alloc::format!("in {z}"),
                    ),
                    Site::Ship(d) => {
                        let ds = dock(d).unwrap_or_default();
                        (
                            ds.aboard.get(colour.index()).copied().unwrap_or(0),
                            ds.aboard.get(c.index()).copied().unwrap_or(0),
                            alloc::format!("in the ship at dock {}", d + 1),
                        )
                    }
                };
                write!(
                    out,
                    "Replace a {colour} astronaut {place} with one of yours: it goes to the Lost \
                     in Space Memorial ({colour} {theirs}, {c} {mine} there now)"
                )
            }
            Action::Destroy(d) => {
                let ds = dock(d).unwrap_or_default();
                write!(
                    out,
                    "Destroy {} at dock {}",
                    ds.ship.map_or(ShipName(u8::MAX), ShipName),
                    d + 1
                )?;
                let yours = ds.aboard.get(c.index()).copied().unwrap_or(0);
                match (ds.total_aboard(), yours) {
                    (0, _) => out.write_str(" (no astronaut aboard)"),
                    (1, 0) => out.write_str(": its astronaut goes to the Lost in Space Memorial"),
                    (1, _) => {
                        out.write_str(": its astronaut, yours, goes to the Lost in Space Memorial")
                    }
                    (n, 0) => write!(out, ": its {n} astronauts go to the Lost in Space Memorial"),
                    (n, k) => write!(
                        out,
                        ": its {n} astronauts go to the Lost in Space Memorial ({k} of them yours)"
                    ),
                }
            }
            Action::Launch(d) => {
                let ds = dock(d).unwrap_or_default();
                write!(
                    out,
                    "Force {} at dock {} to launch, {} with {} of {} aboard",
                    ds.ship.map_or(ShipName(u8::MAX), ShipName),
                    d + 1,
                    Bound(&ds),
                    ds.total_aboard(),
                    ds.capacity()
                )?;
                if ds.destination().is_none() {
                    out.write_str(" (without a destination its astronauts are lost in space)")?;
                }
                Ok(())
            }
            Action::Draw => {
                write!(
                    out,
                    "Draw an event card ({} in the event deck)",
                    self.event_deck_len()
                )?;
                if self.config.is_neutral(c) {
                    out.write_str(
                        ": a discovery is assigned to an outer zone; a mission or an action goes \
                         to the box unseen",
                    )?;
                }
                Ok(())
            }
            Action::Look(z) => {
                write!(out, "Look at the face-down discovery in {z}")?;
                if let Some(id) = self.discovery_in(z) {
                    if self.known[usize::from(id)].contains(seat) {
                        write!(out, " (you know it already: {})", event_name(id))?;
                    }
                }
                Ok(())
            }
            Action::Assign(z) => {
                out.write_str("Assign the drawn discovery")?;
                if let Some(id) = self.progress.drawn {
                    write!(out, " {}", event_name(id))?;
                }
                write!(out, " face down to {z}")
            }
            Action::Move { from, to } => {
                write!(
                    out,
                    "Move one of your astronauts from {from} ({} there) to {to}",
                    self.astronauts(from, c)
                )?;
                if let Some(Part::Explore { moves }) = part {
                    write!(
                        out,
                        " [move {} of up to {moves}]",
                        self.progress.done.saturating_add(1)
                    )?;
                }
                if !self.zones[to.index()].revealed {
                    out.write_str("; its resource token turns face up")?;
                }
                Ok(())
            }
            Action::Stop => match part {
                Some(Part::LeavePhobos { .. }) => {
                    out.write_str("Stop: move no more astronauts from Phobos")
                }
                _ => out.write_str("Stop: make no more moves"),
            },
        }
    }

    /// `explain_action` of [`Describe`].
    fn explanation(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        let board = self.config.board;
        let resolving = self
            .resolver
            .and_then(|r| self.colour(r))
            .and_then(|col| col.chosen);
        let ship = |out: &mut dyn Write, d: u8| -> fmt::Result {
            let Some(ds) = self.docks().get(usize::from(d)) else {
                return Ok(());
            };
            if let (Some(id), Some(card)) = (ds.ship, ds.ship.and_then(ship_card)) {
                wrap_fmt(out, 0, 2, format_args!("Ship #{id}: {}.", card.text()))?;
            }
            let mut aboard = alloc::string::String::new();
            for (i, &n) in ds.aboard.iter().take(self.colour_count()).enumerate() {
                if n > 0 {
                    let _ = write!(aboard, " {} {n},", Colour(i as u8));
                }
            }
            wrap_fmt(
                out,
                2,
                4,
                format_args!(
                    "At dock {}, {}, {}; aboard:{}.",
                    d + 1,
                    if ds.launched { "launched" } else { "docked" },
                    Bound(ds),
                    if aboard.is_empty() {
                        " nobody"
                    } else {
                        aboard.trim_end_matches(',')
                    }
                ),
            )
        };
        let specialist = |out: &mut dyn Write| -> fmt::Result {
            match resolving {
                Some(s) => write!(out, "{}", s.text()),
                None => Ok(()),
            }
        };
        match *action {
            Action::Keep(m) => wrap_fmt(out, 0, 2, format_args!("{}", EventCardText(m))),
            Action::Stack(s) | Action::Choose(s) => write!(out, "{}", s.text()),
            Action::Place(d) | Action::Destroy(d) | Action::Launch(d) => {
                ship(out, d)?;
                specialist(out)
            }
            Action::Token { dock, zone } => {
                ship(out, dock)?;
                wrap_fmt(out, 0, 2, format_args!("{}.", zone.text(board)))?;
                specialist(out)
            }
            Action::Kill { zone, .. } | Action::Land(zone) | Action::Assign(zone) => {
                wrap_fmt(out, 0, 2, format_args!("{}.", zone.text(board)))?;
                if let (Action::Assign(_), Some(id)) = (action, self.progress.drawn) {
                    wrap_fmt(out, 0, 2, format_args!("{}", EventCardText(id)))?;
                }
                specialist(out)
            }
            Action::Replace { site, .. } => {
                match site {
                    Site::Zone(z) => wrap_fmt(out, 0, 2, format_args!("{}.", z.text(board)))?,
                    Site::Ship(d) => ship(out, d)?,
                }
                specialist(out)
            }
            Action::Move { from, to } => {
                wrap_fmt(out, 0, 2, format_args!("{}.", from.text(board)))?;
                wrap_fmt(out, 0, 2, format_args!("{}.", to.text(board)))?;
                specialist(out)
            }
            Action::Look(z) => {
                wrap_fmt(out, 0, 2, format_args!("{}.", z.text(board)))?;
                if let Some(id) = self.discovery_in(z) {
                    if self.known[usize::from(id)].contains(seat) {
                        wrap_fmt(out, 0, 2, format_args!("{}", EventCardText(id)))?;
                    }
                }
                specialist(out)
            }
            Action::Draw => {
                wrap_fmt(
                    out,
                    0,
                    2,
                    format_args!(
                        "The event deck: {} face down (missions, discoveries and actions). A \
                         discovery is assigned face down to an outer zone without one; a mission \
                         or an action is kept face down until final scoring or until its text \
                         says when to play it.",
                        Plural(self.event_deck_len() as u32, "card")
                    ),
                )?;
                specialist(out)
            }
            Action::Stop => specialist(out),
        }
    }
}

/// Words for people: actions as sentences for the seat to act, the full
/// text of what an action refers to, and the card sheet.
impl Describe for RedPlanet {
    fn describe_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.s.sentence(seat, action, out)
    }

    fn explain_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.s.explanation(seat, action, out)
    }

    fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
        card_sheet(config, out)
    }
}

/// Every component, in the order of the rulebook's Components: the board of
/// Mars and Phobos, the round tracker and launchpad, the Lost in Space
/// Memorial, the first player token, the destination, resource and point
/// tokens, the event cards, the global mission, the ship cards, the
/// specialist cards and the astronauts.
fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
    let n = config.players;
    let colours = config.colours();
    let two = config.is_two_player();
    writeln!(
        out,
        "MISSION: RED PLANET — the components, for {n} players{}",
        if two {
            " (the 2-player variant: 4 colours, 2 neutral)"
        } else {
            ""
        }
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "GAME BOARD OF MARS, configuration {} (of 4), and PHOBOS",
        config.board.number()
    )?;
    for z in Zone::ALL {
        wrap_fmt(out, 2, 4, format_args!("{}", z.text(config.board)))?;
    }
    wrap(
        out,
        2,
        2,
        "Each zone holds a resource token, face down until an astronaut arrives. In a \
         production phase each zone with a face-up resource produces point tokens of it; the \
         player with the most astronauts there takes them all, tied players split them evenly \
         (the remainder stays), and an empty zone keeps them.",
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "ROUND TRACKER AND LAUNCHPAD ({} docks)",
        config.docks()
    )?;
    wrap_fmt(
        out,
        2,
        2,
        format_args!(
            "{ROUNDS} rounds: 1 to 5, production phase 1 (1 token per zone), rounds 6 to 8, \
             production phase 2 (2 tokens), rounds 9 and 10, the reveal discovery phase, \
             production phase 3 (3 tokens), final scoring. A round: 1 choose specialist, 2 \
             resolve specialist effects (the countdown from 9 to 1), 3 land launched ships, 4 \
             draw new docked ships, 5 assign new first player (the player who resolved their \
             specialist last), 6 advance round tracker. A docked ship launches as soon as it is \
             full."
        ),
    )?;
    writeln!(out)?;
    writeln!(out, "LOST IN SPACE MEMORIAL")?;
    wrap(
        out,
        2,
        2,
        "Where astronauts who never reached Mars end up: those killed by the Robot and the \
         Soldier, those aboard a docked ship a Saboteur destroys. It is not a zone.",
    )?;
    writeln!(out)?;
    writeln!(out, "FIRST PLAYER TOKEN")?;
    wrap(
        out,
        2,
        2,
        "The first player recites the countdown; players who reveal the same specialist resolve \
         it in clockwise order starting with the first player.",
    )?;
    writeln!(out)?;
    writeln!(out, "20 DESTINATION TOKENS ({TOKENS_PER_ZONE} per zone)")?;
    wrap(
        out,
        2,
        2,
        "Put on a ship by the Pilot, or by the player who places the first astronaut on a ship \
         with an unknown destination: the ship is bound for the token's zone. A token may cover \
         another. Tokens return to the supply when their ship lands.",
    )?;
    writeln!(out)?;
    let kinds = |r: Resource| RESOURCE_TOKEN_KINDS.iter().filter(|&&k| k == r).count();
    writeln!(
        out,
        "11 RESOURCE TOKENS: {} ice, {} sylvanite, {} celerium (one is left face down near the \
         supply)",
        kinds(Resource::Ice),
        kinds(Resource::Sylvanite),
        kinds(Resource::Celerium)
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "86 POINT TOKENS: {} ice worth 1 point each, {} sylvanite worth 2, {} celerium worth 3",
        POINT_TOKENS[0], POINT_TOKENS[1], POINT_TOKENS[2]
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "{EVENT_CARDS} EVENT CARDS: {} missions, {} discoveries, {} actions",
        MISSIONS.len(),
        DISCOVERIES.len(),
        ACTION_CARDS.len()
    )?;
    wrap(
        out,
        2,
        2,
        "Two missions are dealt to each player at setup (one is kept); the rest are drawn by the \
         Scientist. Missions are secret objectives revealed at final scoring; a discovery is \
         assigned face down to an outer zone without one and turned face up in the reveal \
         discovery phase; actions are kept hidden until their text says when to play them.",
    )?;
    for m in &MISSIONS {
        wrap_fmt(
            out,
            2,
            4,
            format_args!("MISSION {} ({}): {}", m.name, m.points, m.text()),
        )?;
    }
    for d in &DISCOVERIES {
        wrap_fmt(
            out,
            2,
            4,
            format_args!("DISCOVERY {}: {}", d.name, d.text()),
        )?;
    }
    for a in &ACTION_CARDS {
        wrap_fmt(out, 2, 4, format_args!("ACTION {}: {}", a.name, a.text()))?;
    }
    writeln!(out)?;
    wrap(out, 0, 2, ICE_MONOPOLY_TEXT)?;
    writeln!(out)?;
    writeln!(out, "{SHIP_COUNT} SHIP CARDS")?;
    wrap(
        out,
        2,
        2,
        "Each shows a destination and its Ship Capacity; a ship with room takes astronauts \
         while docked and launches when full (or when forced by a Secret Agent), then lands in \
         step 3.",
    )?;
    for (id, s) in SHIPS.iter().enumerate() {
        wrap_fmt(out, 2, 4, format_args!("#{id}: {}", s.text()))?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "SPECIALIST CARDS: 9 for each colour ({} in play), by order number",
        9 * colours
    )?;
    wrap(
        out,
        2,
        2,
        "All specialist effects are mandatory and must be resolved fully if possible, from top \
         to bottom; if that is impossible, resolve as much as possible (the Travel Agent is \
         resolved fully or not at all). A player must fully resolve their specialist before \
         any full ship launches. Once used, a specialist returns to the hand only with the \
         Recruiter.",
    )?;
    for s in Specialist::ALL {
        write!(out, "{}", s.text().indented(2))?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "ASTRONAUTS: {ASTRONAUTS} of each colour ({} in play)",
        u32::from(ASTRONAUTS) * colours as u32
    )?;
    if two {
        writeln!(out)?;
        writeln!(out, "THE 2-PLAYER VARIANT")?;
        wrap(
            out,
            2,
            2,
            "Each player controls a main colour and a neutral colour across the table. A \
             neutral colour plays the top card of its deck each round (its controller stacks \
             three kept cards on top at setup, below them the Recruiter, Explorer, Robot, \
             Soldier and two random cards); a neutral Recruiter goes to the box and the other \
             eight form a new deck; a neutral Scientist draws, boxing a mission or an action \
             unseen. If either neutral colour has the highest score, both players lose.",
        )?;
    }
    Ok(())
}
