//! Words for people: every component in the rulebook's vocabulary (the
//! Technology cards and their characteristics, the Engineers and their
//! Specialties, the Mission Directors and their Nations, the Investors, the
//! Events and Solo Events, the Missions, the tables), every action as a
//! sentence ([`Describe`] for [`Apogee`]), the board of a viewer (the
//! `Display` of an [`Observation`](crate::Observation), in [`board`]) and
//! the card sheet.
//!
//! Labels are the rulebook's ("Technology Card": construction cost, thrust,
//! mass, construction characteristic; "Engineer Card": Authority points,
//! Specialty, profile; "Mission Director Card": Authority points, Nation,
//! credit gains, actions); Specialties, characteristics and Events are
//! worded as the rulebook's chapters word them, the designed ones in the
//! same grammar. Credits print as `80,000`. Everything is written through
//! `core::fmt`; nothing here is on a hot path.

mod board;

use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write};

use cardgame_core::describe::thousands;
use cardgame_core::{Describe, PlayerId};

use crate::action::{Action, EngineerPile, Team};
use crate::config::Config;
use crate::data::directors::{director, DirectorCard, DirectorSpecialty as DS, Nation, DIRECTORS};
use crate::data::engineers::{
    engineer, CostRule, EngineerCard, EngineerSpecialty as ES, ThrustTarget, ENGINEERS,
};
use crate::data::events::{BaseEvent, EventCard, SoloEvent};
use crate::data::investors::{InvestorCard, INVESTORS};
use crate::data::missions::{Mission, SoloMission};
use crate::data::tables::{
    Destination, LAUNCH, MASS_COLUMNS, SOC_AUTHORITY, THRUST_ROWS, YIELD, YIELD_ROWS,
};
use crate::data::technology::{kind, Characteristic, TechKind, TechType, TECH_KINDS};
use crate::rules::administration::QUARTER;
use crate::state::{Apogee, BuildKind, Pending, RawState, RollPurpose, Slot};

/// The widest line anything here writes.
pub(crate) const WIDTH: usize = 100;

/// Writes `text` wrapped at [`WIDTH`] columns: the first line indented by
/// `first` spaces, the others by `rest`; ends with a newline.
pub(crate) fn wrap(out: &mut dyn Write, first: usize, rest: usize, text: &str) -> fmt::Result {
    wrap_after(out, 0, first, rest, text)
}

/// [`wrap`] on a line that already holds `written` columns.
pub(crate) fn wrap_after(
    out: &mut dyn Write,
    written: usize,
    first: usize,
    rest: usize,
    text: &str,
) -> fmt::Result {
    let mut col = written;
    let mut indent = first;
    let mut line_start = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        if !line_start && col + 1 + len > WIDTH {
            out.write_char('\n')?;
            col = 0;
            indent = rest;
            line_start = true;
        }
        if line_start {
            for _ in 0..indent {
                out.write_char(' ')?;
            }
            col += indent;
            line_start = false;
        } else {
            out.write_char(' ')?;
            col += 1;
        }
        out.write_str(word)?;
        col += len;
    }
    out.write_char('\n')
}

/// Credits given in thousands, as the rulebook prints them: `80,000`, `0`.
#[derive(Clone, Copy, Debug)]
pub struct Credits(pub i64);

impl fmt::Display for Credits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        thousands(f, self.0.saturating_mul(1000))
    }
}

/// Tenths as a decimal: Authority `10.2`, yield `1.6`.
#[derive(Clone, Copy, Debug)]
pub struct Tenths(pub u16);

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// `count noun` with an `s` when `count` is not 1 (`1 die`, `2 dice` need
/// their own words).
pub(crate) struct Plural(pub u32, pub &'static str);

impl fmt::Display for Plural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// The indefinite article before `name`: "an Ion Engine", "a Cargo".
pub(crate) fn article(name: &str) -> &'static str {
    match name.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'U' | 'a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

/// The failure note of every Specialty that rolls a die.
const REROLL: &str = "On failure, the player may use one or more additional dice from their \
                      reserve to succeed at the roll. Any additional die used is discarded to the \
                      side of the play area.";

// ---------------------------------------------------------------------------
// Technology
// ---------------------------------------------------------------------------

impl Characteristic {
    /// The characteristic's rule, in the words of "Technology
    /// Characteristics" (`None` for a card without one).
    pub fn rule(self) -> Option<String> {
        Some(String::from(match self {
            Characteristic::Plain => return None,
            Characteristic::LiquidPropulsion => {
                "Liquid Propulsion: subject to Engine Failure; Patrick Dahm adds thrust to it; an \
                 Aerospike Nozzle needs one."
            }
            Characteristic::SolidPropulsion => "Solid Propulsion: Kathy Johnson adds thrust to it.",
            Characteristic::PulsedNuclear => {
                "Pulsed Nuclear Propulsion (Nuclear): compatible only with other First Stage \
                 Technologies \"Pulsed Nuclear Propulsion\". It is not possible to build other \
                 types of First Stage Technologies."
            }
            Characteristic::PulsedLaser => {
                "Pulsed Laser Propulsion: compatible only with other First Stage Technologies \
                 \"Pulsed Laser Propulsion\". It is not possible to build other types of First \
                 Stage Technologies."
            }
            Characteristic::SingleStageOrbital => {
                "Single-Stage Orbital Launcher: considered both a First Stage and an Upper Stage \
                 Technology. It is not possible to build other types of First Stage or Upper \
                 Stage Technologies; only 1 can be built per rocket."
            }
            Characteristic::IonEngine => {
                "Ion Engine: compatible only with other Upper Stage Technologies \"Ion Engine\". \
                 It is not possible to build other types of Upper Stage Technologies."
            }
            Characteristic::NuclearPropulsion => {
                "Nuclear Propulsion (Nuclear): compatible only with other Upper Stage \
                 Technologies \"Nuclear Propulsion\". It is not possible to build other types of \
                 Upper Stage Technologies."
            }
            Characteristic::Crewed(n) => {
                return Some(format!(
                    "Crewed flight: adds a compatible module for {}. Several can be stacked on \
                     the same rocket.",
                    Plural(u32::from(n), "astronaut")
                ))
            }
            Characteristic::ExtraSeat => {
                "Extra Seat: adds 1 astronaut to the places already available on your rocket, \
                 only during a launch with a \"Crewed flight\" Payload built; not several on the \
                 same \"Crewed flight\" Payload. Deposited on the Space Operations Center after a \
                 successful launch."
            }
            Characteristic::Aerospike(n) => {
                return Some(format!(
                    "Aerospike Nozzle: reduces the rocket's total mass by {n}, only if it has at \
                     least one First Stage Technology \"Liquid Propulsion\"; not several on the \
                     same \"Liquid Propulsion\" First Stage."
                ))
            }
            Characteristic::HeavyVersion => {
                "\"Heavy\" Version: multiplies by 2 the total thrust of the First Stage \
                 Technologies. Only one can be built per rocket."
            }
            Characteristic::Reuse => {
                "Reuse: after a successful launch, the First Stage Technologies stay on the Launch \
                 Pad board instead of going back to the reserve."
            }
            Characteristic::Pressurization => {
                "Pressurization: makes a Payload Technology \"Cargo\" habitable for 2 astronauts \
                 (not several on the same Cargo). Deposited on the Space Operations Center after \
                 a successful launch."
            }
            Characteristic::CubeSat(n) => {
                return Some(format!(
                "CubeSat: costs no Credits to build and earns {} when it is built. Deposited on \
                     the Space Operations Center after a successful launch.",
                Credits(i64::from(n))
            ))
            }
        }))
    }
}

impl fmt::Display for TechKind {
    /// The card as printed: `Liquid Hydrogen Propulsion — First Stage
    /// Technology. Construction cost 20,000, thrust 5, mass 4.` and its
    /// characteristic on the next line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} — {} Technology. Construction cost {}, thrust {}, mass {}.",
            self.name,
            self.ty.name(),
            Credits(i64::from(self.cost)),
            self.thrust,
            self.mass
        )?;
        if let Some(rule) = self.characteristic.rule() {
            write!(f, " {rule}")?;
        }
        Ok(())
    }
}

/// A Technology card by id: its name, printed values and, in a few words,
/// its construction characteristic (`Liquid Hydrogen Propulsion (cost
/// 20,000, thrust 5, mass 4; Liquid Propulsion)`, `Ion Engine (cost 20,000,
/// thrust 2, mass 1; only with other Ion Engines)`); the type is said where
/// the card is (a river, an action).
pub(crate) struct TechShort(pub u8);

impl fmt::Display for TechShort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = kind(self.0);
        write!(
            f,
            "{} (cost {}, thrust {}, mass {}",
            k.name,
            Credits(i64::from(k.cost)),
            k.thrust,
            k.mass
        )?;
        match k.characteristic {
            Characteristic::Plain => {}
            Characteristic::LiquidPropulsion => f.write_str("; Liquid Propulsion")?,
            Characteristic::SolidPropulsion => f.write_str("; Solid Propulsion")?,
            Characteristic::PulsedNuclear => {
                f.write_str("; Nuclear, only with other Pulsed Nuclear Propulsion")?
            }
            Characteristic::PulsedLaser => {
                f.write_str("; only with other Pulsed Laser Propulsion")?
            }
            Characteristic::SingleStageOrbital => {
                f.write_str("; First and Upper Stage, alone on both, 1 per rocket")?
            }
            Characteristic::IonEngine => f.write_str("; only with other Ion Engines")?,
            Characteristic::NuclearPropulsion => {
                f.write_str("; Nuclear Propulsion, only with other Nuclear Propulsion")?
            }
            Characteristic::Crewed(n) => write!(f, "; Crewed flight {n}")?,
            Characteristic::ExtraSeat => f.write_str("; +1 astronaut with a Crewed flight")?,
            Characteristic::Aerospike(n) => write!(f, "; mass -{n} with Liquid Propulsion")?,
            Characteristic::HeavyVersion => f.write_str("; First Stage thrust x2, 1 per rocket")?,
            Characteristic::Reuse => f.write_str("; keeps the First Stages after a launch")?,
            Characteristic::Pressurization => f.write_str("; a Cargo carries 2 astronauts")?,
            Characteristic::CubeSat(n) => {
                write!(f, "; earns {} when built", Credits(i64::from(n)))?
            }
        }
        f.write_str(")")
    }
}

/// A Technology card by id with its type: `Satellite, a Payload (cost ...)`.
pub(crate) struct TechTyped(pub u8);

impl fmt::Display for TechTyped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ty = kind(self.0).ty;
        let article = match ty {
            TechType::UpperStage | TechType::Rnd => "an",
            _ => "a",
        };
        write!(f, "{}, {article} {}", TechShort(self.0), ty.name())
    }
}

// ---------------------------------------------------------------------------
// Engineers
// ---------------------------------------------------------------------------

fn thrust_target(t: ThrustTarget) -> &'static str {
    match t {
        ThrustTarget::SolidFirstStage => "First Stage Technology card \"Solid Propulsion\"",
        ThrustTarget::LiquidFirstStage => "First Stage Technology card \"Liquid Propulsion\"",
        ThrustTarget::IonUpperStage => "Upper Stage Technology card \"Ion Engine\"",
        ThrustTarget::NuclearUpperStage => {
            "Upper Stage Technology card with the \"Nuclear\" characteristic"
        }
    }
}

fn cost_rule(r: CostRule) -> String {
    match r {
        CostRule::Exactly(c) => format!("whose cost is {}", Credits(i64::from(c))),
        CostRule::AtMost(c) => format!("whose cost is {} or less", Credits(i64::from(c))),
    }
}

impl ES {
    /// The Specialty in the words of "Engineer Specialties", with its notes.
    pub fn text(self) -> String {
        let river = "the river of your choice (First Stage, Upper Stage or Payload)";
        match self {
            ES::ReplaceRiver => String::from(
                "Immediately replace a Technology river line. The player discards the cards of \
                 the Technology river of their choice (First Stage, Upper Stage or Payload) \
                 beneath the corresponding pile; 3 new cards are immediately revealed to rebuild \
                 the river.",
            ),
            ES::StageThrust(t, n) => format!(
                "Increase by {n} the thrust of each {} of your rocket, for this turn. The \
                 additional thrust is taken into account for calculating the rocket's yield.",
                thrust_target(t)
            ),
            ES::SocAuthority(a) => format!(
                "Associate the Engineer with the Space Operations Center with an Authority of \
                 {} (on the Specialty action it does nothing).",
                Tenths(u16::from(a))
            ),
            ES::RollAcquireRiver(need) => format!(
                "Roll a die. If the result is {need} or higher, immediately acquire a Technology \
                 from {river}. {REROLL}"
            ),
            ES::AcquireRiver => format!("Immediately acquire a Technology from {river}."),
            ES::RollDrawRnd { need, cards } => format!(
                "Roll a die. If the result is {need} or higher, immediately draw {} and place \
                 them in your reserve. {REROLL}",
                Plural(u32::from(cards), "R&D Technology card")
            ),
            ES::DrawRnd(n) => format!(
                "Immediately draw {} and place it in your reserve.",
                Plural(u32::from(n), "R&D Technology card")
            ),
            ES::RollFreeBuild { need, rule } => format!(
                "Roll a die. If the result is {need} or higher, build for free a Technology from \
                 your reserve {}. {REROLL}",
                cost_rule(rule)
            ),
            ES::RollGain { need, credits } => format!(
                "Roll a die. If the result is {need} or higher, immediately gain {}. {REROLL}",
                Credits(i64::from(credits))
            ),
            ES::Gain(n) => format!("Immediately gain {}.", Credits(i64::from(n))),
            ES::SellReserve => String::from(
                "Immediately sell a Technology card from your reserve for 40,000 on the Public \
                 Market. The card is placed back beneath the corresponding Technology pile.",
            ),
            ES::BuyDie(p) => format!(
                "Pay {} to acquire 1 additional launch die. If the player does not have the \
                 necessary Credits, the Specialty is lost.",
                Credits(i64::from(p))
            ),
            ES::GainDie => String::from("Immediately acquire 1 additional launch die."),
            ES::MassReduction(n) => format!(
                "Reduce by {n} the total mass of your rocket, for this turn. The reduced mass is \
                 taken into account for calculating the rocket's yield."
            ),
            ES::ThrustBonus(n) => format!(
                "Increase by {n} the total thrust of your rocket, for this turn. The additional \
                 thrust is taken into account for calculating the rocket's yield."
            ),
            ES::ConstructionDiscount(n) => format!(
                "Reduce by {} the total price of Technology Construction of each player, for \
                 this turn. If a player builds no Technologies this turn, they do not benefit \
                 from the reduction.",
                Credits(i64::from(n))
            ),
            ES::CapsuleAstronaut => String::from(
                "Increase by 1 the number of astronauts of each Payload Technology card \
                 \"Conical Capsule\" of your rocket, for this turn.",
            ),
            ES::ReplaceInvestors => String::from(
                "Immediately replace the Investor river. The cards of the Investor river are \
                 permanently discarded from the game; 2 new cards are immediately revealed.",
            ),
            ES::AuthorityReduction(n) => format!(
                "Reduce by {} the Authority required to validate a launch of your rocket at the \
                 Space Operations Center, for this turn.",
                Tenths(u16::from(n))
            ),
        }
    }
}

impl fmt::Display for EngineerCard {
    /// `Kathy Johnson — Junior Engineer, Authority 0.8. Specialty (for the
    /// whole turn): ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} — {} Engineer, Authority {}. Specialty ({}): {}",
            self.name,
            if self.senior { "Senior" } else { "Junior" },
            Tenths(u16::from(self.authority)),
            if self.specialty.whole_turn() {
                "for the whole turn"
            } else {
                "immediate"
            },
            self.specialty.text()
        )
    }
}

/// An Engineer by id, short: `Kathy Johnson (Junior, 0.8)`.
pub(crate) struct EngineerShort(pub u8);

impl fmt::Display for EngineerShort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = engineer(self.0);
        write!(
            f,
            "{} ({}, {})",
            c.name,
            if c.senior { "Senior" } else { "Junior" },
            Tenths(u16::from(c.authority))
        )
    }
}

// ---------------------------------------------------------------------------
// Mission Directors and Nations
// ---------------------------------------------------------------------------

impl Nation {
    /// The Nation's Intervention, in the words of "Nation Interventions".
    pub const fn intervention(self) -> &'static str {
        match self {
            Nation::UnitedStates => {
                "Roll a die. If the result is 6 or higher, discard an R&D Technology from the \
                 reserve of the Mission Director of your choice."
            }
            Nation::RussianFederation => {
                "Roll a die. If the result is 6 or higher, discard up to 2 dice from the reserve \
                 of the Mission Director of your choice."
            }
            Nation::China => {
                "Roll a die. If the result is 6 or higher, randomly discard 1 Engineer from the \
                 hand of the Mission Director of your choice."
            }
        }
    }
}

impl DS {
    /// The Specialty in the words of "Mission Directors", with its notes.
    pub fn text(self) -> String {
        match self {
            DS::Gain(n) => format!(
                "Immediately receive an additional {}.",
                Credits(i64::from(n))
            ),
            DS::KeepFirstStages => String::from(
                "Keep all your First Stage Technologies after a successful launch. This \
                 Specialty must be used before a launch during the same Administration phase.",
            ),
            DS::SellAny => String::from(
                "Sell the number of Technologies of your choice on the Public Market, 40,000 \
                 each. Only Technologies from your reserve can be sold.",
            ),
            DS::FreeBuildPayload => {
                String::from("Immediately build for free a Payload Technology from your reserve.")
            }
            DS::FreeBuildNuclear => String::from(
                "Immediately build for free a Technology with the \"Nuclear\" characteristic \
                 from your reserve (a Nuclear First Stage or Upper Stage).",
            ),
            DS::AcquireRiver => String::from(
                "Immediately acquire a Technology from the river of your choice (First Stage, \
                 Upper Stage or Payload); a new card is revealed in the river.",
            ),
            DS::DrawRnd(n) => format!(
                "Immediately draw {} and place them in your reserve. Not available if the R&D \
                 Technology pile is empty.",
                Plural(u32::from(n), "R&D card")
            ),
            DS::SellBuilt(n) => format!(
                "Sell one of your already built Technologies on the Public Market for {}. It is \
                 placed back beneath the corresponding Technology pile.",
                Credits(i64::from(n))
            ),
            DS::ThrustBonus(n) => format!(
                "Increase the total thrust of your rocket by {n} for this turn. This Specialty \
                 must be used during the same Administration phase as the launch."
            ),
            DS::AuthorityReduction(n) => format!(
                "Reduce by {n} the Authority required to validate a launch of your rocket at the \
                 Space Operations Center. This Specialty must be used during the same \
                 Administration phase as a successful launch."
            ),
            DS::DismissForCredits(n) => format!(
                "Dismiss the number of Engineers of your choice and immediately receive {} per \
                 dismissed Engineer.",
                Credits(i64::from(n))
            ),
            DS::RecruitSeniors(n) => format!(
                "Immediately recruit {n} additional Senior Engineers (as many as the hand limit \
                 of 5 and the pile allow)."
            ),
        }
    }
}

impl fmt::Display for DirectorCard {
    /// The card as printed: name, company, Nation, Authority, credit gains,
    /// the Specialty and the Nation's Intervention.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}) — {}, Authority {}. Credit gain per turn: the quarterly table; per \
             successful launch {}; per Technology sale {}. Specialty (once per game): {} \
             Intervention of the Nation (once per game): {}",
            self.name,
            self.company,
            self.nation.name(),
            self.authority,
            Credits(i64::from(self.launch_credits)),
            Credits(i64::from(self.sale_credits)),
            self.specialty.text(),
            self.nation.intervention()
        )
    }
}

// ---------------------------------------------------------------------------
// Investors, Events, Missions
// ---------------------------------------------------------------------------

impl fmt::Display for InvestorCard {
    /// `Helios Capital — Investor, 40,000: the first player to acquire an Ion
    /// Engine after this card is revealed obtains the Credits.`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} — Investor, {}: the first player to {} after this card is revealed obtains the \
             Credits.",
            self.name,
            Credits(i64::from(self.credits)),
            self.objective
        )
    }
}

impl BaseEvent {
    /// The Event's action, in the words of "Event Characteristics".
    pub const fn text(self) -> &'static str {
        match self {
            BaseEvent::AntiNuclearDemonstration => {
                "Rockets with a First Stage or Upper Stage Technology with the \"Nuclear\" \
                 characteristic are not allowed to perform a launch during this turn. Static \
                 fires remain allowed."
            }
            BaseEvent::EconomicCrisis => {
                "All players must immediately pay 40,000 to the Bank (what they have, if less)."
            }
            BaseEvent::TimidInsurers => {
                "Players must pay 60,000 during the Administration phase to perform a launch \
                 during this turn."
            }
            BaseEvent::EngineFailure => {
                "All rockets with a built \"Liquid Propulsion\" First Stage must succeed at a die \
                 roll higher than 4 to repair their engines (one roll for all of them); if not, \
                 they are destroyed and placed in the player's reserve. Additional dice may be \
                 used on failure."
            }
            BaseEvent::NewSpacePricesSoar => {
                "The sale price of each Technology on the Public Market increases by 20,000 for \
                 this turn: each Technology sold earns 60,000."
            }
            BaseEvent::PerfectWeatherConditions => {
                "The launch success probabilities increase by 1 for this turn: add 1 to the die \
                 of every launch attempt."
            }
            BaseEvent::BadWeatherConditions => {
                "The launch success probabilities are reduced by 2 for this turn: take 2 from the \
                 die of every launch attempt."
            }
            BaseEvent::ExceptionalAid => {
                "Mission Directors who have not used their Specialty immediately receive 40,000."
            }
            BaseEvent::ResourceRestriction => {
                "The Design action is limited to 1 Engineer per player during this turn."
            }
            BaseEvent::NewPatents => {
                "All Mission Directors immediately draw an R&D Technology card into their \
                 reserve, in descending order of Authority (not with 9 cards in reserve, not \
                 once the pile is empty)."
            }
            BaseEvent::TimidInvestors => {
                "No Investor will award any earnings during this turn; Investors are still won."
            }
            BaseEvent::EngineerTraining => {
                "The Authority required to validate the Space Operations Center is reduced by 2 \
                 for this turn."
            }
            BaseEvent::SupplyProblem => {
                "No static fire is allowed during this turn. Launches remain allowed."
            }
            BaseEvent::CrucialPerformanceTest => {
                "The die roll must be equal to or greater than 6 for a static fire to succeed \
                 this turn."
            }
            BaseEvent::MissedCallForTenders => {
                "No Credits are acquired for the Construction of \"CubeSat\" R&D Technologies \
                 during this turn; they can still be built."
            }
            BaseEvent::SpaceDebrisAlert => {
                "Rockets with a \"Solar Sail\" R&D Technology or a \"Conical Capsule\" Payload \
                 Technology are not allowed to perform a launch during this turn. Static fires \
                 remain allowed."
            }
            BaseEvent::BurnOut => {
                "The number of Mission Director actions is reduced to 1 during the \
                 Administration phase of this turn."
            }
            BaseEvent::PoorScheduleManagement => {
                "The Construction action is limited to 1 Engineer per player during this turn."
            }
            BaseEvent::SalaryExemption => {
                "The quarter's Credit award is frozen: all players receive 60,000 during the \
                 Administration phase of this turn."
            }
            BaseEvent::InaccessiblePremises => {
                "The Engineers' Specialty action is forbidden during this turn: no Engineer may \
                 be placed on it."
            }
        }
    }
}

impl SoloEvent {
    /// The Solo Event's condition, in the words of "Solo Event
    /// Characteristics".
    pub const fn text(self) -> &'static str {
        match self {
            SoloEvent::StartUp => {
                "Recruiting Senior Engineers is forbidden until the end of the game."
            }
            SoloEvent::Incompetence => {
                "The Mission Director's Specialty action is forbidden until the end of the game."
            }
            SoloEvent::InternalEthicsPolicy => {
                "The Construction of First and Upper Stage Technologies with the \"Nuclear\" \
                 characteristic is forbidden until the end of the game."
            }
            SoloEvent::TechnologicalDelay => {
                "The Construction of the First Stage \"Single-Stage Orbital Launcher\" is \
                 forbidden until the end of the game."
            }
            SoloEvent::PowerEvaluation => {
                "If the total thrust of the Technologies built on the Launch Pad is 20 or more, \
                 the player immediately acquires 60,000; otherwise they discard 1 launch die."
            }
            SoloEvent::ConstructionDelay => {
                "If the player has not built at least 1 Technology of each type during the game, \
                 R&D included, they discard one of their Engineer cards."
            }
            SoloEvent::AllRiskEngineers => {
                "If the cumulative Authority of the Engineers in the player's hand is 30 or more, \
                 they acquire 1 additional launch die."
            }
            SoloEvent::BehindSchedule => {
                "If the player has not completed at least 2 Investor objectives, they \
                 immediately pay 40,000 to the Bank."
            }
            SoloEvent::HiringBonus => {
                "With fewer than 3 Engineer cards in hand the player pays 40,000 to the Bank; \
                 with more than 3 they acquire 40,000."
            }
            SoloEvent::HumanResources => {
                "With less than 60,000 the player draws an additional Senior Engineer; with more \
                 than 100,000 they discard one of their Engineer cards."
            }
            SoloEvent::WhenBoredomSetsIn => {
                "If the player has not succeeded at a launch during the game, they discard 2 of \
                 their Engineer cards."
            }
            SoloEvent::LossOfYourInvestedFunds => {
                "The player rolls the main die; on 4 or lower they pay 40,000 to the Bank \
                 (additional dice may be used)."
            }
            SoloEvent::AdaptingToLaunch => {
                "The player rolls the main die; on 6 or lower the Mission changes: deposit 1 \
                 additional Payload \"Satellite\" on Mars; higher, pay 40,000 to the Bank."
            }
            SoloEvent::NewMission => {
                "The player rolls the main die; on 9 or lower the Mission changes: deposit 1 \
                 additional Payload \"Cargo\" on Titan; higher, pay 60,000 to the Bank."
            }
        }
    }
}

/// An Event card's full text: `Event: Burn Out — ...`.
pub(crate) struct EventText(pub EventCard);

impl fmt::Display for EventText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            EventCard::Base(b) => write!(f, "{} — {}", b.title(), b.text()),
            EventCard::Solo(s) => write!(f, "{:02}. {} — {}", s.number(), s.title(), s.text()),
        }
    }
}

impl Mission {
    /// The level and duration printed on the card.
    pub const fn level(self) -> (&'static str, &'static str) {
        match self {
            Mission::M1 => ("Discovery", "15 min"),
            Mission::M2 => ("Easy", "20 min"),
            Mission::M3 => ("Easy", "30 min"),
            Mission::M4 => ("Medium", "40 min"),
            Mission::M5 | Mission::M6 | Mission::M7 => ("Medium", "50 min"),
            Mission::M8 => ("Medium", "60 min"),
            Mission::M9 => ("Difficult", "90 min"),
            Mission::M10 | Mission::M11 => ("Difficult", "120 min"),
            Mission::M12 => ("Difficult", "120+ min"),
        }
    }
}

impl fmt::Display for Mission {
    /// `Mission 1 (Discovery, 15 min): Successfully launch to GEO ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (level, duration) = self.level();
        write!(
            f,
            "Mission {} ({level}, {duration}): {}.",
            self.number(),
            self.objective()
        )
    }
}

impl SoloMission {
    /// The level printed on the card.
    pub const fn level(self) -> &'static str {
        match self {
            SoloMission::S1 | SoloMission::S2 => "Easy",
            SoloMission::S3 | SoloMission::S4 => "Medium",
            SoloMission::S5 => "Difficult",
            SoloMission::S6 => "Extreme",
        }
    }
}

impl fmt::Display for SoloMission {
    /// `Solo Mission 1 (Easy, 6 turns): ... Solo Events 01 - 08 - 05.`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Solo Mission {} ({}, {} turns): {}. Solo Event sequence:",
            self.number(),
            self.level(),
            self.turns(),
            self.objective()
        )?;
        for (i, e) in self.events().iter().enumerate() {
            write!(f, "{} {:02}", if i == 0 { "" } else { " -" }, e.number())?;
        }
        f.write_str(".")
    }
}

// ---------------------------------------------------------------------------
// Actions in words
// ---------------------------------------------------------------------------

/// What an action on the player board does, for the placement sentence.
fn slot_words(slot: Slot) -> &'static str {
    match slot {
        Slot::Idle => "leave it unused this turn",
        Slot::Specialty => "activate its Specialty",
        Slot::Construction => "build a Technology from your reserve",
        Slot::Rnd => "draw an R&D card",
        Slot::Design => "take a Technology from a river",
        Slot::Soc => "give its Authority to a launch",
    }
}

impl RawState {
    /// [`Describe::describe_action`].
    fn sentence(&self, p: PlayerId, a: &Action, out: &mut dyn Write) -> fmt::Result {
        let s = self.seat(p);
        match *a {
            Action::KeepDirector(d) => {
                let c = director(d);
                write!(
                    out,
                    "Keep {} ({}, {}, Authority {}) as your Mission Director",
                    c.name,
                    c.company,
                    c.nation.name(),
                    c.authority
                )
            }
            Action::StartingTeam(Team::Senior) => out.write_str(
                "Recruit 1 Senior Engineer as your starting team (from the Senior pile, face down)",
            ),
            Action::StartingTeam(Team::TwoJuniors) => out.write_str(
                "Recruit 2 Junior Engineers as your starting team (from the Junior pile, face down)",
            ),
            Action::Place(e, slot) => {
                write!(out, "Place {} face down ", EngineerShort(e))?;
                match slot {
                    Slot::Idle => write!(out, "on no action: {}", slot_words(slot)),
                    _ => write!(out, "on {}: {}", slot.name(), slot_words(slot)),
                }
            }
            Action::RollExtraDie => match self.pending {
                Pending::ExtraDie { need, modifier, .. } => write!(
                    out,
                    "Roll an extra die (you hold {}): it succeeds on {}{}",
                    s.dice,
                    need,
                    if modifier == 0 {
                        String::from(" or more")
                    } else {
                        format!(" or more, the die {modifier:+}")
                    }
                ),
                _ => out.write_str("Roll an extra die"),
            },
            Action::AcceptFailure => match self.pending {
                Pending::ExtraDie { purpose, .. } => {
                    write!(out, "Accept the failure of {}", roll_purpose(purpose))
                }
                _ => out.write_str("Accept the failure"),
            },
            Action::ReplaceRiver(line) => {
                write!(out, "Replace the {} river", line.tech_type().name())?;
                for (i, &c) in self.rivers[line.index()].iter().enumerate() {
                    write!(out, "{}{}", if i == 0 { " (" } else { ", " }, kind(c).name)?;
                }
                if !self.rivers[line.index()].is_empty() {
                    out.write_str(")")?;
                }
                out.write_str(": its cards go beneath the pile, 3 new cards are revealed")
            }
            Action::Pick(c) => match self.pending {
                Pending::KeepRnd(_) => write!(
                    out,
                    "Keep {} in your reserve; the other R&D cards go beneath the pile",
                    TechTyped(c)
                ),
                _ => write!(out, "Take {} into your reserve", TechTyped(c)),
            },
            Action::Build(c) => {
                let price = match self.pending {
                    Pending::Build {
                        kind: BuildKind::Construction,
                        ..
                    } => self.construction_price(p, c),
                    _ => 0,
                };
                write!(out, "Build {} ", TechTyped(c))?;
                if price == 0 {
                    out.write_str("for free")
                } else {
                    write!(
                        out,
                        "for {} (you have {})",
                        Credits(i64::from(price)),
                        Credits(i64::from(s.credits))
                    )
                }
            }
            Action::Sell(c) => {
                let base = match (self.pending, s.director_card().specialty) {
                    (Pending::SellBuilt(_), DS::SellBuilt(n)) => n,
                    _ => s.director_card().sale_credits,
                };
                let price = self.sale_price(base);
                let from = if s.pad.contains(usize::from(c)) && !s.reserve.contains(usize::from(c))
                {
                    "built on your Launch Pad"
                } else {
                    "from your reserve"
                };
                write!(
                    out,
                    "Sell {} on the Public Market for {} ({from})",
                    TechTyped(c),
                    Credits(i64::from(price))
                )
            }
            Action::Discard(c) => match self.pending {
                Pending::InterventionCard { target, .. } => write!(
                    out,
                    "Discard {} from {target}'s reserve",
                    TechTyped(c)
                ),
                _ => write!(
                    out,
                    "Discard {} beneath its pile (your reserve holds {}, the limit is 9)",
                    TechTyped(c),
                    s.reserve.len()
                ),
            },
            Action::Dismiss(e) => {
                write!(out, "Dismiss {} face down beneath its pile", EngineerShort(e))?;
                if let (Pending::Dismiss { reason, .. }, DS::DismissForCredits(n)) =
                    (self.pending, s.director_card().specialty)
                {
                    if reason == crate::state::DismissReason::ForCredits {
                        write!(out, " for {}", Credits(i64::from(n)))?;
                    }
                }
                Ok(())
            }
            Action::Recruit(pile) => write!(
                out,
                "Recruit a {} Engineer (your hand holds {} of 5; quarterly earnings then {})",
                match pile {
                    EngineerPile::Junior => "Junior",
                    EngineerPile::Senior => "Senior",
                },
                s.hand.len(),
                Credits(i64::from(QUARTER.get(s.hand.len() + 1).copied().unwrap_or(-40)))
            ),
            Action::DirectorSpecialty => {
                let c = s.director_card();
                write!(out, "Use {}'s Specialty: {}", c.name, c.specialty.text())
            }
            Action::StaticFire => {
                let need = if self.event_is(BaseEvent::CrucialPerformanceTest) {
                    6
                } else {
                    4
                };
                write!(
                    out,
                    "Perform a static fire: on {need} or more gain an extra die (you hold {} of 3)",
                    s.dice
                )
            }
            Action::Launch(d) => {
                let r = self.rocket(p);
                let need = self.launch_need_with(p, d, &r).unwrap_or(0);
                write!(
                    out,
                    "Launch to {}: thrust {}, mass {}, yield {}; roll {} or more ({} in 12), \
                     Authority {} of {} at the Space Operations Center",
                    d.in_text(),
                    r.thrust,
                    r.mass,
                    Tenths(u16::from(r.yield_tenths.unwrap_or(0))),
                    need,
                    13u8.saturating_sub(need).min(12),
                    Tenths(self.soc_authority(p)),
                    Tenths(self.soc_required(p, d))
                )
            }
            Action::NationIntervention => {
                let n = s.director_card().nation;
                write!(
                    out,
                    "Activate the Intervention of the {}: {}",
                    n.name(),
                    n.intervention()
                )
            }
            Action::Target(q) => {
                let t = self.seat(q);
                write!(
                    out,
                    "Target {q} ({}: {} R&D in reserve, {} dice, {} Engineers in hand)",
                    t.director.map_or("?", |d| director(d).name),
                    t.reserve_of(TechType::Rnd).count(),
                    t.dice,
                    t.hand.len()
                )
            }
            Action::RemoveDice(n) => match self.pending {
                Pending::InterventionDice { target, .. } => write!(
                    out,
                    "Discard {} from {target}'s reserve",
                    if n == 1 { "1 die" } else { "2 dice" }
                ),
                _ => write!(out, "Discard {n} dice"),
            },
            Action::Pass => match self.pending {
                Pending::SellReserve { .. } => out.write_str("Stop selling"),
                Pending::Dismiss { .. } => out.write_str("Stop dismissing"),
                _ => write!(
                    out,
                    "End your Administration turn ({} left unused)",
                    Plural(u32::from(s.actions_left), "Director action")
                ),
            },
        }
    }

    /// [`Describe::explain_action`]: the text in paragraphs of whole
    /// sentences.
    fn explanation(&self, p: PlayerId, a: &Action, out: &mut dyn Write) -> fmt::Result {
        match *a {
            Action::KeepDirector(d) => wrap(out, 0, 2, &format!("{}", director(d))),
            Action::StartingTeam(_) => wrap(
                out,
                0,
                2,
                "Recruiting the starting team of Engineers: in descending order of the Mission \
                 Directors' Authority, players recruit 1 Senior Engineer OR 2 Junior Engineers, \
                 without revealing them and without paying Credits. Limit of 5 Engineers in hand.",
            ),
            Action::Place(e, slot) => {
                wrap(out, 0, 2, &format!("{}", engineer(e)))?;
                wrap(out, 0, 2, &format!("{}: {}", slot.name(), slot_rule(slot)))
            }
            Action::RollExtraDie | Action::AcceptFailure => wrap(
                out,
                0,
                2,
                "Additional dice: after a failed roll, a player may use one or more additional \
                 dice from their reserve to roll again; each die used is discarded to the side \
                 of the play area, whatever the result.",
            ),
            Action::ReplaceRiver(line) => {
                wrap(
                    out,
                    0,
                    2,
                    &format!("The {} river holds:", line.tech_type().name()),
                )?;
                for &c in self.rivers[line.index()].iter() {
                    wrap(out, 2, 4, &format!("{}", kind(c)))?;
                }
                Ok(())
            }
            Action::Pick(c) | Action::Build(c) | Action::Sell(c) | Action::Discard(c) => {
                wrap(out, 0, 2, &format!("{}", kind(c)))
            }
            Action::Dismiss(e) => wrap(out, 0, 2, &format!("{}", engineer(e))),
            Action::Recruit(_) => wrap(
                out,
                0,
                2,
                "Recruit an Engineer: draw an Engineer card from the pile of your choice, Junior \
                 or Senior, into your hand; no Credits. Limit of 5 Engineers in hand. Quarterly \
                 earnings by Engineers in hand: 0: 60,000, 1: 40,000, 2: 20,000, 3: 0, 4: \
                 -20,000, 5: -40,000.",
            ),
            Action::DirectorSpecialty | Action::NationIntervention => {
                wrap(out, 0, 2, &format!("{}", self.seat(p).director_card()))
            }
            Action::StaticFire => wrap(
                out,
                0,
                2,
                "Perform a static fire: with at least 1 First Stage and 1 Upper Stage built, roll \
                 the common die; on 4 or higher acquire an additional die (at most 3). Reserve \
                 dice cannot save a failed static fire. Once per turn.",
            ),
            Action::Launch(d) => {
                let r = self.rocket(p);
                wrap(
                    out,
                    0,
                    2,
                    &format!(
                        "Perform a launch to {}: the rocket (thrust {}, mass {}, yield {}, {}) \
                         needs a roll of {} or more on the main die and {} Authority on the Space \
                         Operations Center (you have {}). A success earns {} and deposits the \
                         Payloads on the Space Operations Center; the First Stage, Upper Stage \
                         and R&D Technologies go back to the reserve. A failure may be retried \
                         with additional dice. Once per turn.",
                        d.in_text(),
                        r.thrust,
                        r.mass,
                        Tenths(u16::from(r.yield_tenths.unwrap_or(0))),
                        Plural(u32::from(r.astronauts), "astronaut"),
                        self.launch_need_with(p, d, &r).unwrap_or(0),
                        Tenths(self.soc_required(p, d)),
                        Tenths(self.soc_authority(p)),
                        Credits(i64::from(self.seat(p).director_card().launch_credits))
                    ),
                )
            }
            Action::Target(q) => {
                let t = self.seat(q);
                wrap(
                    out,
                    0,
                    2,
                    &match t.director {
                        Some(d) => format!("{q}: {}", director(d)),
                        None => format!("{q}"),
                    },
                )
            }
            Action::RemoveDice(_) => wrap(out, 0, 2, Nation::RussianFederation.intervention()),
            Action::Pass => wrap(
                out,
                0,
                2,
                "A player is not obliged to use both of their Director actions during their \
                 Administration turn.",
            ),
        }
    }
}

/// What the rulebook says of an action of the player board.
fn slot_rule(slot: Slot) -> &'static str {
    match slot {
        Slot::Idle => "an unused Engineer card has no effect this turn.",
        Slot::Specialty => {
            "the Engineers' Specialties resolve first, in descending order of Authority."
        }
        Slot::Construction => {
            "build as many Technologies from your reserve as Engineers there, paying their \
             construction cost; an Engineer whose build you cannot pay for loses the action."
        }
        Slot::Rnd => {
            "draw as many R&D cards as Engineers there (the highest Engineer draws first), keep \
             one in your reserve, the others go beneath the pile."
        }
        Slot::Design => {
            "in descending order of summed Authority, take one Technology from the river of your \
             choice (one per turn, however many Engineers)."
        }
        Slot::Soc => {
            "the Engineers there give their Authority to this turn's launch (the Authority needed \
             depends on the destination); they cannot be dismissed this turn."
        }
    }
}

/// What a roll was for, in words.
fn roll_purpose(p: RollPurpose) -> String {
    match p {
        RollPurpose::EngineFailure => String::from("the Engine Failure repair"),
        RollPurpose::Specialty(e) => format!("{}'s Specialty", engineer(e).name),
        RollPurpose::Launch(d) => format!("the launch to {}", d.in_text()),
        RollPurpose::InvestedFunds => String::from("Loss of Your Invested Funds"),
    }
}

impl Describe for Apogee {
    fn describe_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.raw().sentence(seat, action, out)
    }

    fn explain_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.raw().explanation(seat, action, out)
    }

    fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
        card_sheet(config, out)
    }
}

// ---------------------------------------------------------------------------
// The card sheet
// ---------------------------------------------------------------------------

/// Every component, in the order of the rulebook's chapters: the Mission,
/// the Technology cards by type, the Engineers, the Mission Directors and
/// the Nation Interventions, the Investors, the Events (or the Solo
/// Events), and the tables of "Perform a Launch".
fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
    writeln!(
        out,
        "APOGEE — the components, for {}",
        if config.is_solo() {
            String::from("the solo game")
        } else {
            format!("{} players", config.seats)
        }
    )?;
    writeln!(out)?;
    writeln!(out, "THE MISSION")?;
    match (config.mission(), config.solo_mission()) {
        (Some(m), _) => wrap(out, 2, 4, &format!("{m}"))?,
        (_, Some(m)) => wrap(out, 2, 4, &format!("{m}"))?,
        _ => {}
    }
    if !config.is_solo() {
        wrap(
            out,
            2,
            2,
            &format!(
                "The game ends at the end of the turn in which a player fulfils the objective; \
                 every player who fulfilled it in that turn wins{}. Without a winner the game \
                 ends at the end of turn {} (the turn cap).",
                if config.single_winner {
                    " (here a tie goes to the lowest team and Director Authority, then the lowest \
                     Director Authority)"
                } else {
                    ""
                },
                config.turn_cap
            ),
        )?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "TECHNOLOGY CARDS (110: 28 First Stage, 26 Upper Stage, 28 Payload, 28 R&D)"
    )?;
    wrap(
        out,
        2,
        2,
        "A rocket is complete with at least 1 First Stage, 1 Upper Stage and 1 Payload built on \
         the Launch Pad (at most 3 of each type). Its thrust and mass are the sums of the built \
         cards'; the yield table turns them into a yield.",
    )?;
    for ty in TechType::ALL {
        writeln!(out)?;
        writeln!(out, "  {} Technologies", ty.name())?;
        for k in TECH_KINDS.iter().filter(|k| k.ty == ty) {
            wrap(out, 4, 6, &format!("{} × {k}", k.count))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "ENGINEER CARDS (30: 15 Junior, 15 Senior; limit of 5 in hand)"
    )?;
    for (i, e) in ENGINEERS.iter().enumerate() {
        if i == 0 || i == 15 {
            writeln!(out, "  {}", if i == 0 { "Junior" } else { "Senior" })?;
        }
        wrap(out, 4, 6, &format!("{e}"))?;
    }
    writeln!(out)?;
    writeln!(out, "MISSION DIRECTOR CARDS (12; 2 actions per turn)")?;
    wrap(
        out,
        2,
        2,
        "Director actions: the Specialty (once per game), sell 1 Technology, recruit 1 Engineer, \
         dismiss 1 Engineer, 1 static fire, 1 launch, the Nation's Intervention (once per game).",
    )?;
    for nation in [
        Nation::UnitedStates,
        Nation::RussianFederation,
        Nation::China,
    ] {
        writeln!(out, "  {}", nation.name())?;
        wrap(
            out,
            4,
            6,
            &format!("Intervention of the Nation: {}", nation.intervention()),
        )?;
        for d in DIRECTORS.iter().filter(|d| d.nation == nation) {
            wrap(
                out,
                4,
                6,
                &format!(
                    "{} ({}), Authority {}. Specialty: {}",
                    d.name,
                    d.company,
                    d.authority,
                    d.specialty.text()
                ),
            )?;
        }
    }
    wrap(
        out,
        2,
        2,
        "Every Director earns per turn by the quarterly table (Engineers in hand 0: 60,000, 1: \
         40,000, 2: 20,000, 3: 0, 4: -20,000, 5: -40,000), 80,000 per successful launch and \
         40,000 per Technology sold.",
    )?;
    writeln!(out)?;
    writeln!(out, "INVESTOR CARDS (20; 2 in the river)")?;
    for i in INVESTORS.iter() {
        wrap(out, 2, 4, &format!("{i}"))?;
    }
    writeln!(out)?;
    if config.is_solo() {
        writeln!(out, "SOLO EVENT CARDS (14, mixed with as many base Events)")?;
        for e in SoloEvent::ALL {
            wrap(out, 2, 4, &format!("{}", EventText(EventCard::Solo(e))))?;
        }
        writeln!(out)?;
    }
    writeln!(out, "EVENT CARDS (20; one revealed per turn)")?;
    for e in BaseEvent::ALL {
        wrap(out, 2, 4, &format!("{}", EventText(EventCard::Base(e))))?;
    }
    writeln!(out)?;
    tables(out)
}

/// The yield table, the launch-probability table and the Authority needed
/// per destination.
fn tables(out: &mut dyn Write) -> fmt::Result {
    writeln!(
        out,
        "YIELD TABLE (rows: total thrust; columns: total mass; below thrust 9 or mass 5 no launch)"
    )?;
    write!(out, "  {:<8}", "thrust")?;
    for (i, lo) in MASS_COLUMNS.iter().enumerate() {
        let head = match MASS_COLUMNS.get(i + 1) {
            Some(next) => format!("{lo}-{}", next - 1),
            None => format!("{lo}+"),
        };
        write!(out, "{head:>7}")?;
    }
    writeln!(out)?;
    for (r, lo) in THRUST_ROWS.iter().enumerate() {
        let head = match r {
            0 => format!("{lo}+"),
            _ => format!("{lo}-{}", THRUST_ROWS[r - 1] - 1),
        };
        write!(out, "  {head:<8}")?;
        for &y in YIELD[r].iter() {
            write!(out, "{:>7}", format!("{}", Tenths(u16::from(y))))?;
        }
        writeln!(out)?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "LAUNCH PROBABILITY (the lowest roll of the main die; rows: yield; - = out of reach)"
    )?;
    write!(out, "  {:<8}", "yield")?;
    for d in Destination::ALL {
        write!(out, "{:>8}", d.name())?;
    }
    writeln!(out)?;
    for (r, lo) in YIELD_ROWS.iter().enumerate() {
        let head = match r {
            0 => format!("{}+", Tenths(u16::from(*lo))),
            _ => format!(
                "{}-{}",
                Tenths(u16::from(*lo)),
                Tenths(u16::from(YIELD_ROWS[r - 1] - 1))
            ),
        };
        write!(out, "  {head:<8}")?;
        for &n in LAUNCH[r].iter() {
            if n == 0 {
                write!(out, "{:>8}", "-")?;
            } else {
                write!(out, "{n:>8}")?;
            }
        }
        writeln!(out)?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "SPACE OPERATIONS CENTER (Authority needed per destination)"
    )?;
    for (i, (d, a)) in Destination::ALL.iter().zip(SOC_AUTHORITY).enumerate() {
        let sep = if i == 0 { "  " } else { "; " };
        write!(out, "{sep}{} {}", d.name(), Tenths(u16::from(a)))?;
    }
    writeln!(out)?;
    Ok(())
}
