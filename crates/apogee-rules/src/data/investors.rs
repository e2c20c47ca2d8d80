//! The 20 Investor cards (Investor Objectives): five of each objective kind.
//!
//! The four kinds are given; the 20 cards (names, credits, conditions) are
//! designed (ruling R5 in the crate documentation).

use super::tables::Destination;
use super::technology::{Characteristic, TechName};
use crate::words::article;
use cardgame_core::Provenance;

/// Number of Investor cards.
pub const INVESTOR_COUNT: usize = 20;

/// A static-fire condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FireCondition {
    /// Any successful static fire.
    Any,
    /// With at least this many First Stages built.
    FirstStages(u8),
    /// With a built First or Upper Stage of this characteristic.
    With(Characteristic),
    /// With a rocket thrust of at least this much (modifiers included).
    Thrust(u8),
}

/// A launch condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LaunchCondition {
    /// A successful launch to this destination.
    To(Destination),
    /// A successful launch with a "Crewed flight" Payload.
    Crewed,
    /// A successful launch carrying at least this many Payloads.
    Payloads(u8),
}

/// An Investor's objective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// Acquire a Technology of this kind in the reserve, by any means.
    Acquire(TechName),
    /// Build a Technology of this kind on the Launch Pad, by any means.
    Build(TechName),
    /// Succeed at a static fire under the condition.
    StaticFire(FireCondition),
    /// Succeed at a launch under the condition.
    Launch(LaunchCondition),
}

impl core::fmt::Display for Objective {
    /// The objective in words, e.g. "succeed at a launch to Mars".
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Objective::Acquire(name) => {
                write!(f, "acquire {} {}", article(name.title()), name.title())
            }
            Objective::Build(name) => write!(f, "build {} {}", article(name.title()), name.title()),
            Objective::StaticFire(FireCondition::Any) => f.write_str("succeed at a static fire"),
            Objective::StaticFire(FireCondition::FirstStages(n)) => {
                write!(f, "succeed at a static fire with {n} First Stages built")
            }
            Objective::StaticFire(FireCondition::With(c)) => {
                write!(
                    f,
                    "succeed at a static fire with {} {} stage",
                    article(c.name()),
                    c.name()
                )
            }
            Objective::StaticFire(FireCondition::Thrust(t)) => {
                write!(f, "succeed at a static fire with a thrust of {t} or more")
            }
            Objective::Launch(LaunchCondition::To(d)) => {
                write!(f, "succeed at a launch to {}", d.in_text())
            }
            Objective::Launch(LaunchCondition::Crewed) => f.write_str("succeed at a crewed launch"),
            Objective::Launch(LaunchCondition::Payloads(n)) => {
                write!(f, "succeed at a launch carrying {n} Payloads")
            }
        }
    }
}

/// One Investor card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InvestorCard {
    /// Investor's name.
    pub name: &'static str,
    /// Thousands of credits paid on fulfilment.
    pub credits: u8,
    /// The objective.
    pub objective: Objective,
    /// Where the entry comes from.
    pub provenance: Provenance,
}

const fn i(name: &'static str, credits: u8, objective: Objective) -> InvestorCard {
    InvestorCard {
        name,
        credits,
        objective,
        provenance: Provenance::Designed,
    }
}

use Destination as D;
use FireCondition as F;
use LaunchCondition as L;
use Objective::{Acquire, Build, Launch, StaticFire};
use TechName as T;

/// Every Investor card, by id.
#[rustfmt::skip]
pub const INVESTORS: [InvestorCard; INVESTOR_COUNT] = [
    i("Helios Capital", 40, Acquire(T::IonEngine)),
    i("Aurora Ventures", 40, Acquire(T::SolarSail)),
    i("Nanotek Fund", 40, Acquire(T::CubeSat20)),
    i("Orbital Media", 60, Acquire(T::Satellite)),
    i("Photon Partners", 60, Acquire(T::PulsedLaserPropulsion)),
    i("Hydra Bank", 40, Build(T::LiquidHydrogenPropulsion)),
    i("Thrustline Group", 60, Build(T::BoosterX4)),
    i("Skyward Holdings", 60, Build(T::SmallShuttle)),
    i("Atomos Trust", 80, Build(T::ThermalNuclearPropulsion)),
    i("Titan Heavy Industries", 80, Build(T::HeavyVersion)),
    i("Test Stand Inc.", 40, StaticFire(F::Any)),
    i("Twin Engines Ltd.", 60, StaticFire(F::FirstStages(2))),
    i("Blue Plasma", 60, StaticFire(F::With(Characteristic::IonEngine))),
    i("Fission Dynamics", 80, StaticFire(F::With(Characteristic::NuclearPropulsion))),
    i("Mighty Roar", 80, StaticFire(F::Thrust(25))),
    i("Geo Telecom", 60, Launch(L::To(D::Geo))),
    i("Lunar Estates", 80, Launch(L::To(D::Moon))),
    i("Astronaut Tours", 80, Launch(L::Crewed)),
    i("Red Dust Mining", 100, Launch(L::To(D::Mars))),
    i("Rideshare Alliance", 100, Launch(L::Payloads(2))),
];

/// The card of an id (a safe default for ids out of range).
pub fn investor(id: u8) -> &'static InvestorCard {
    &INVESTORS[usize::from(id) % INVESTOR_COUNT]
}

/// The id of the Investor with this name.
pub fn by_name(name: &str) -> Option<u8> {
    INVESTORS
        .iter()
        .position(|d| d.name == name)
        .map(|i| i as u8)
}
