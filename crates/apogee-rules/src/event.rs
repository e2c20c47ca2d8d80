//! The narrated log: one [`Event`] per thing that happened, each emitted with
//! the audience that may see it (private details to their owner, a redacted
//! public twin to everybody else).

use core::fmt;

use cardgame_core::{BySeat, PlayerId, PlayerSet};

use crate::action::RiverLine;
use crate::data::directors::director;
use crate::data::directors::DirectorSpecialty as DS;
use crate::data::engineers::engineer;
use crate::data::engineers::{EngineerSpecialty as ES, ThrustTarget};
use crate::data::events::EventCard;
use crate::data::investors::investor;
use crate::data::tables::Destination;
use crate::data::technology::name as tech_name;
use crate::state::{CardBits, Slot, SmallBits};
use crate::words::{Credits, EventText, Plural, Tenths};
use alloc::format;
use alloc::string::String;

/// Why credits changed hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Why {
    /// Quarterly earnings (or what the player owed).
    Quarter,
    /// Economic Crisis.
    EconomicCrisis,
    /// Exceptional Aid.
    ExceptionalAid,
    /// An Engineer's Specialty.
    EngineerSpecialty,
    /// The Director's Specialty.
    DirectorSpecialty,
    /// A Construction.
    Construction,
    /// A CubeSat built.
    CubeSat,
    /// A sale on the Public Market.
    Sale,
    /// A successful launch.
    Launch,
    /// Timid Insurers.
    Insurance,
    /// An Investor.
    Investor,
    /// A Solo Event.
    SoloEvent,
}

impl fmt::Display for Why {
    /// The reason as the narration says it, e.g. "the quarter's earnings".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Why::Quarter => "the quarter's earnings",
            Why::EconomicCrisis => "Economic Crisis",
            Why::ExceptionalAid => "Exceptional Aid",
            Why::EngineerSpecialty => "an Engineer's Specialty",
            Why::DirectorSpecialty => "the Director's Specialty",
            Why::Construction => "a Construction",
            Why::CubeSat => "a CubeSat built",
            Why::Sale => "the sale",
            Why::Launch => "a successful launch",
            Why::Insurance => "Timid Insurers",
            Why::Investor => "an Investor",
            Why::SoloEvent => "a Solo Event",
        })
    }
}

/// What a die was rolled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RollKind {
    /// Engine Failure repair.
    EngineFailure,
    /// An Engineer's Specialty.
    Specialty(u8),
    /// A launch.
    Launch(Destination),
    /// A static fire.
    StaticFire,
    /// A Nation Intervention.
    Intervention,
    /// A Solo Event.
    SoloEvent,
}

/// Where an acquired Technology came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AcquiredFrom {
    /// A river (Design or a Specialty).
    River,
    /// The R&D pile.
    RndPile,
}

/// One narrated thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(missing_docs)]
pub enum Event {
    /// The game is set up (narrated by `Game::new_with_events`).
    SetUp { config: crate::config::Config },
    /// Two Directors dealt (private).
    DirectorsDealt { seat: PlayerId, offer: [u8; 2] },
    /// Two Directors dealt face down (the others' view).
    DirectorsDealtFaceDown { seat: PlayerId },
    /// A player kept a Director (private).
    DirectorKept { seat: PlayerId, director: u8 },
    /// A player has chosen (public).
    DirectorChosen { seat: PlayerId },
    /// Every kept Director revealed.
    DirectorsRevealed { directors: BySeat<u8> },
    /// An Engineer recruited (the card only for its owner).
    Recruited {
        seat: PlayerId,
        engineer: Option<u8>,
        senior: bool,
    },
    /// A river card revealed.
    RiverCard { line: RiverLine, card: u8 },
    /// A river line replaced.
    RiverReplaced { seat: PlayerId, line: RiverLine },
    /// An Investor revealed.
    InvestorRevealed { investor: u8 },
    /// The Investor river discarded from the game.
    InvestorsReplaced { seat: PlayerId },
    /// A new turn.
    TurnBegins { turn: u8 },
    /// The turn's Event.
    EventRevealed { card: EventCard },
    /// No Event left.
    NoEvent,
    /// Credits gained (positive) or paid (negative), in thousands.
    Credits {
        seat: PlayerId,
        delta: i16,
        why: Why,
    },
    /// A die roll.
    Rolled {
        seat: PlayerId,
        kind: RollKind,
        roll: u8,
        need: u8,
        success: bool,
    },
    /// An extra die spent.
    DieSpent { seat: PlayerId },
    /// An extra die gained.
    DieGained { seat: PlayerId },
    /// Extra dice lost.
    DiceLost { seat: PlayerId, count: u8 },
    /// An Engineer placed (private).
    Placed {
        seat: PlayerId,
        engineer: u8,
        slot: Slot,
    },
    /// A player has placed all its Engineers (public).
    PlacementCommitted { seat: PlayerId },
    /// The face-down layout: Engineers per action (idle, specialty, construction, R&D, design, SOC).
    PlacementShown { seat: PlayerId, counts: [u8; 6] },
    /// The Engineers of an action revealed.
    EngineersRevealed {
        seat: PlayerId,
        slot: Slot,
        engineers: SmallBits,
    },
    /// An Engineer's Specialty resolved.
    SpecialtyResolved { seat: PlayerId, engineer: u8 },
    /// A Technology added to a reserve.
    Acquired {
        seat: PlayerId,
        card: u8,
        origin: AcquiredFrom,
    },
    /// A Technology built.
    Built { seat: PlayerId, card: u8, paid: u16 },
    /// Constructions lost (nothing affordable).
    ConstructionLost { seat: PlayerId, count: u8 },
    /// R&D cards drawn (the cards only for the drawer).
    RndDrawn {
        seat: PlayerId,
        cards: Option<CardBits>,
        count: u8,
    },
    /// A Technology discarded beneath its pile.
    Discarded { seat: PlayerId, card: u8 },
    /// A Technology sold on the Public Market.
    Sold {
        seat: PlayerId,
        card: u8,
        price: u16,
    },
    /// An Engineer dismissed (the card only for its owner, unless discarded at random).
    Dismissed {
        seat: PlayerId,
        engineer: Option<u8>,
        senior: bool,
    },
    /// Quarterly debt not paid.
    DebtUnpaid {
        seat: PlayerId,
        unpaid: u16,
        dismissals: u8,
    },
    /// A Director's Specialty activated.
    DirectorSpecialty { seat: PlayerId, director: u8 },
    /// A launch attempt and its numbers.
    LaunchAttempt {
        seat: PlayerId,
        dest: Destination,
        thrust: u16,
        mass: u16,
        yield_tenths: u8,
        need: u8,
    },
    /// A successful launch.
    LaunchSucceeded {
        seat: PlayerId,
        dest: Destination,
        astronauts: u8,
    },
    /// An aborted launch: the rocket stays whole.
    LaunchAborted { seat: PlayerId, dest: Destination },
    /// Engine Failure: Liquid Propulsion stages back to the reserve.
    StagesDestroyed { seat: PlayerId, count: u8 },
    /// An Investor objective fulfilled.
    InvestorWon {
        seat: PlayerId,
        investor: u8,
        credits: u8,
    },
    /// A Nation Intervention aimed at a Director.
    Intervention { seat: PlayerId, target: PlayerId },
    /// The Solo Mission changed (Events 13, 14).
    MissionChanged {
        satellite_on_mars: bool,
        cargo_on_titan: bool,
    },
    /// A player has fulfilled the Mission.
    MissionFulfilled { seat: PlayerId },
    /// The game is over.
    GameOver { winners: PlayerSet, capped: bool },
}

fn amount(f: &mut fmt::Formatter<'_>, thousands: i32) -> fmt::Result {
    write!(f, "{}", Credits(i64::from(thousands)))
}

fn tenths(f: &mut fmt::Formatter<'_>, t: u16) -> fmt::Result {
    write!(f, "{}", Tenths(t))
}

/// What a whole-turn or immediate Engineer Specialty does, as narrated;
/// `None` for a gain, which the credits line that follows tells.
fn engineer_effect(spec: ES) -> Option<String> {
    Some(match spec {
        ES::ReplaceRiver => String::from("a Technology river line is to be replaced"),
        ES::StageThrust(t, n) => format!(
            "+{n} thrust to each {} of the rocket this turn",
            match t {
                ThrustTarget::SolidFirstStage => "Solid Propulsion First Stage",
                ThrustTarget::LiquidFirstStage => "Liquid Propulsion First Stage",
                ThrustTarget::IonUpperStage => "Ion Engine Upper Stage",
                ThrustTarget::NuclearUpperStage => "Nuclear Upper Stage",
            }
        ),
        ES::SocAuthority(_) => {
            String::from("nothing (it works only on the Space Operations Center)")
        }
        ES::RollAcquireRiver(need) => format!("a roll of {need}+ takes a river card"),
        ES::AcquireRiver => String::from("a river card is to be taken"),
        ES::RollDrawRnd { need, cards } => format!(
            "a roll of {need}+ draws {}",
            Plural(u32::from(cards), "R&D card")
        ),
        ES::DrawRnd(n) => format!("draws {}", Plural(u32::from(n), "R&D card")),
        ES::RollFreeBuild { need, .. } => format!("a roll of {need}+ builds a card for free"),
        ES::RollGain { need, credits } => {
            format!("a roll of {need}+ gains {}", Credits(i64::from(credits)))
        }
        ES::Gain(_) => return None,
        ES::SellReserve => String::from("a reserve card is to be sold on the Public Market"),
        ES::BuyDie(p) => format!("an extra die for {}", Credits(i64::from(p))),
        ES::GainDie => String::from("an extra die"),
        ES::MassReduction(n) => format!("the rocket's total mass -{n} this turn"),
        ES::ThrustBonus(n) => format!("the rocket's total thrust +{n} this turn"),
        ES::ConstructionDiscount(n) => format!(
            "every player's Construction total -{} this turn",
            Credits(i64::from(n))
        ),
        ES::CapsuleAstronaut => String::from("+1 astronaut per Conical Capsule this turn"),
        ES::ReplaceInvestors => String::from("the Investor river is replaced"),
        ES::AuthorityReduction(n) => format!(
            "{} less Authority needed at the Space Operations Center this turn",
            Tenths(u16::from(n))
        ),
    })
}

/// What a Director's Specialty does, as narrated; `None` for a gain, which
/// the credits line that follows tells.
fn director_effect(spec: DS) -> Option<String> {
    Some(match spec {
        DS::Gain(_) => return None,
        DS::KeepFirstStages => {
            String::from("the First Stages stay on the Launch Pad after this turn's launch")
        }
        DS::SellAny => String::from("may sell as many reserve cards as they choose"),
        DS::FreeBuildPayload => String::from("builds a Payload for free"),
        DS::FreeBuildNuclear => String::from("builds a Nuclear Technology for free"),
        DS::AcquireRiver => String::from("takes a river card"),
        DS::DrawRnd(n) => format!("draws {}", Plural(u32::from(n), "R&D card")),
        DS::SellBuilt(n) => format!("sells a built card for {}", Credits(i64::from(n))),
        DS::ThrustBonus(n) => format!("the rocket's total thrust +{n} this turn"),
        DS::AuthorityReduction(n) => {
            format!("{n} less Authority needed at the Space Operations Center this turn")
        }
        DS::DismissForCredits(n) => format!(
            "may dismiss as many Engineers as they choose, for {} each",
            Credits(i64::from(n))
        ),
        DS::RecruitSeniors(n) => format!("recruits {n} Senior Engineers"),
    })
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::SetUp { config } => {
                match (config.mission(), config.solo_mission()) {
                    (Some(m), _) => write!(
                        f,
                        "Setup: {} players on {m} Each player receives 80,000.",
                        config.seats
                    )?,
                    (_, Some(m)) => write!(f, "Setup: the solo game on {m} The player receives 80,000.")?,
                    _ => {}
                }
                Ok(())
            }
            Event::DirectorsDealtFaceDown { seat } => {
                write!(f, "{seat} is dealt 2 Mission Directors face down")
            }
            Event::DirectorsDealt { seat, offer } => write!(
                f,
                "{seat} is dealt {} and {}",
                director(offer[0]).name,
                director(offer[1]).name
            ),
            Event::DirectorKept { seat, director: d } => {
                write!(f, "{seat} keeps {}", director(d).name)
            }
            Event::DirectorChosen { seat } => write!(f, "{seat} has chosen a Director"),
            Event::DirectorsRevealed { directors } => {
                f.write_str("Directors:")?;
                for (i, (p, &d)) in directors.iter().enumerate() {
                    let c = director(d);
                    let sep = if i == 0 { " " } else { "; " };
                    write!(f, "{sep}{p} {} ({}, Authority {})", c.name, c.nation.name(), c.authority)?;
                }
                Ok(())
            }
            Event::Recruited { seat, engineer: Some(e), .. } => {
                let c = engineer(e);
                write!(f, "{seat} recruits {} (Authority ", c.name)?;
                tenths(f, u16::from(c.authority))?;
                f.write_str(")")
            }
            Event::Recruited { seat, engineer: None, senior } => write!(
                f,
                "{seat} recruits a {} Engineer",
                if senior { "Senior" } else { "Junior" }
            ),
            Event::RiverCard { line, card } => write!(
                f,
                "{} river: {} is revealed",
                line.tech_type().name(),
                tech_name(card)
            ),
            Event::RiverReplaced { seat, line } => {
                write!(f, "{seat} replaces the {} river", line.tech_type().name())
            }
            Event::InvestorRevealed { investor: i } => {
                write!(f, "Investor {} is revealed", investor(i).name)
            }
            Event::InvestorsReplaced { seat } => {
                write!(f, "{seat} discards the Investor river from the game")
            }
            Event::TurnBegins { turn } => write!(f, "--- Turn {turn} ---"),
            Event::EventRevealed { card } => write!(f, "Event revealed: {}", EventText(card)),
            Event::NoEvent => f.write_str("No Event is left: the game goes on without one"),
            Event::Credits { seat, delta, why } => {
                let verb = if delta >= 0 { "gains" } else { "pays" };
                write!(f, "{seat} {verb} ")?;
                amount(f, i32::from(delta).abs())?;
                write!(f, " ({why})")
            }
            Event::Rolled { seat, kind, roll, need, success } => {
                write!(f, "{seat} rolls {roll} for ")?;
                match kind {
                    RollKind::EngineFailure => f.write_str("Engine Failure")?,
                    RollKind::Specialty(e) => write!(f, "{}'s Specialty", engineer(e).name)?,
                    RollKind::Launch(d) => write!(f, "the launch to {}", d.in_text())?,
                    RollKind::StaticFire => f.write_str("a static fire")?,
                    RollKind::Intervention => f.write_str("the Nation's Intervention")?,
                    RollKind::SoloEvent => f.write_str("the Solo Event")?,
                }
                write!(f, " (needs {need}+): {}", if success { "success" } else { "failure" })
            }
            Event::DieSpent { seat } => write!(f, "{seat} spends an extra die"),
            Event::DieGained { seat } => write!(f, "{seat} gains an extra die"),
            Event::DiceLost { seat, count: 1 } => write!(f, "{seat} loses 1 extra die"),
            Event::DiceLost { seat, count } => write!(f, "{seat} loses {count} extra dice"),
            Event::Placed {
                seat,
                engineer: e,
                slot: Slot::Idle,
            } => write!(f, "{seat} leaves {} unused this turn", engineer(e).name),
            Event::Placed { seat, engineer: e, slot } => {
                write!(f, "{seat} places {} on {}", engineer(e).name, slot.name())
            }
            Event::PlacementCommitted { seat } => {
                write!(f, "{seat} has placed their Engineers face down")
            }
            Event::PlacementShown { seat, counts } => write!(
                f,
                "{seat} face down: Specialty {}, Construction {}, R&D {}, Design {}, SOC {}, idle {}",
                counts[1], counts[2], counts[3], counts[4], counts[5], counts[0]
            ),
            Event::EngineersRevealed { seat, slot, engineers } => {
                write!(f, "{seat} reveals on {}:", slot.name())?;
                for (i, e) in engineers.iter().enumerate() {
                    let c = engineer(e as u8);
                    let sep = if i == 0 { " " } else { ", " };
                    write!(f, "{sep}{} (Authority ", c.name)?;
                    tenths(f, u16::from(c.authority))?;
                    f.write_str(")")?;
                }
                Ok(())
            }
            Event::SpecialtyResolved { seat, engineer: e } => {
                let c = engineer(e);
                write!(f, "{seat} activates {}'s Specialty", c.name)?;
                match engineer_effect(c.specialty) {
                    Some(effect) => write!(f, ": {effect}"),
                    None => Ok(()),
                }
            }
            Event::Acquired { seat, card, origin } => write!(
                f,
                "{seat} adds {} to their reserve{}",
                tech_name(card),
                match origin {
                    AcquiredFrom::River => " from a river",
                    AcquiredFrom::RndPile => " from the R&D pile",
                }
            ),
            Event::Built { seat, card, paid: 0 } => {
                write!(f, "{seat} builds {} for free", tech_name(card))
            }
            Event::Built { seat, card, paid } => {
                write!(f, "{seat} builds {} for ", tech_name(card))?;
                amount(f, i32::from(paid))
            }
            Event::ConstructionLost { seat, count } => {
                write!(
                    f,
                    "{seat} loses {}: nothing it can pay for",
                    Plural(u32::from(count), "Construction action")
                )
            }
            Event::RndDrawn { seat, cards: Some(cards), .. } => {
                let n = cards.len();
                write!(f, "{seat} draws {}:", Plural(n as u32, "R&D card"))?;
                for (i, c) in cards.iter().enumerate() {
                    let sep = match i {
                        0 => " ",
                        _ if i + 1 == n => " and ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{}", tech_name(c as u8))?;
                }
                Ok(())
            }
            Event::RndDrawn { seat, cards: None, count } => {
                write!(f, "{seat} draws {} face down", Plural(u32::from(count), "R&D card"))
            }
            Event::Discarded { seat, card } => {
                write!(f, "{seat} discards {} beneath its pile", tech_name(card))
            }
            Event::Sold { seat, card, .. } => {
                write!(f, "{seat} sells {} on the Public Market", tech_name(card))
            }
            Event::Dismissed { seat, engineer: Some(e), .. } => {
                write!(f, "{seat} dismisses {}", engineer(e).name)
            }
            Event::Dismissed { seat, engineer: None, senior } => write!(
                f,
                "{seat} dismisses a {} Engineer face down",
                if senior { "Senior" } else { "Junior" }
            ),
            Event::DebtUnpaid { seat, unpaid, dismissals } => {
                write!(f, "{seat} cannot pay ")?;
                amount(f, i32::from(unpaid))?;
                write!(
                    f,
                    ": they skip their Administration and must dismiss {}",
                    Plural(u32::from(dismissals), "Engineer")
                )
            }
            Event::DirectorSpecialty { seat, director: d } => {
                let c = director(d);
                write!(f, "{seat} uses {}'s Specialty", c.name)?;
                match director_effect(c.specialty) {
                    Some(effect) => write!(f, ": {effect}"),
                    None => Ok(()),
                }
            }
            Event::LaunchAttempt { seat, dest, thrust, mass, yield_tenths, need } => {
                write!(f, "{seat} launches to {}: thrust {thrust}, mass {mass}, yield ", dest.in_text())?;
                tenths(f, u16::from(yield_tenths))?;
                write!(f, ", needs {need}+")
            }
            Event::LaunchSucceeded { seat, dest, astronauts } => {
                write!(f, "{seat}'s launch to {} succeeds", dest.in_text())?;
                if astronauts > 0 {
                    write!(f, " with {}", Plural(u32::from(astronauts), "astronaut"))?;
                }
                f.write_str(": the Payloads are deposited on the Space Operations Center")
            }
            Event::LaunchAborted { seat, dest } => {
                write!(f, "{seat}'s launch to {} is aborted", dest.in_text())
            }
            Event::StagesDestroyed { seat, count } => write!(
                f,
                "{seat}'s Engine Failure: {} destroyed, back to their reserve",
                Plural(u32::from(count), "Liquid Propulsion stage")
            ),
            Event::InvestorWon { seat, investor: i, credits } => {
                write!(f, "{seat} fulfils the objective of Investor {}", investor(i).name)?;
                if credits == 0 {
                    f.write_str(", without its credits (Timid Investors)")?;
                }
                Ok(())
            }
            Event::Intervention { seat, target } => {
                write!(f, "{seat}'s Nation Intervention targets {target}")
            }
            Event::MissionChanged { satellite_on_mars, cargo_on_titan } => {
                f.write_str("The Mission changes: deposit")?;
                match (satellite_on_mars, cargo_on_titan) {
                    (true, true) => f.write_str(" a Satellite on Mars and a Cargo on Titan too"),
                    (true, false) => f.write_str(" a Satellite on Mars too"),
                    (false, true) => f.write_str(" a Cargo on Titan too"),
                    (false, false) => f.write_str(" nothing more"),
                }
            }
            Event::MissionFulfilled { seat } => write!(f, "{seat} has fulfilled the Mission"),
            Event::GameOver { winners, capped } => {
                if winners.is_empty() {
                    if capped {
                        f.write_str(
                            "Game over at the turn cap: nobody fulfilled the Mission, nobody wins",
                        )
                    } else {
                        f.write_str("Game over: the Mission was not fulfilled in time, nobody wins")
                    }
                } else {
                    f.write_str("Game over:")?;
                    for (i, p) in winners.iter().enumerate() {
                        write!(f, "{} {p}", if i == 0 { "" } else { " and" })?;
                    }
                    if winners.len() == 1 {
                        f.write_str(" wins, having fulfilled the Mission")
                    } else {
                        f.write_str(" share the win, having fulfilled the Mission in the same turn")
                    }
                }
            }
        }
    }
}
