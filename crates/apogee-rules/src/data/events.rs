//! The 20 Event cards and the 14 Solo Event cards (Event Characteristics and
//! Solo Event Characteristics). All are given by the rulebook.

/// Number of base Event cards.
pub const EVENT_COUNT: usize = 20;
/// Number of Solo Event cards.
pub const SOLO_EVENT_COUNT: usize = 14;

/// A base Event card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BaseEvent {
    /// No launch with a Nuclear First or Upper Stage this turn.
    AntiNuclearDemonstration,
    /// Everybody pays 40,000 at once (what they can).
    EconomicCrisis,
    /// A launch costs 60,000 this turn.
    TimidInsurers,
    /// Rockets with Liquid Propulsion First Stages roll 5+ or lose them to the reserve.
    EngineFailure,
    /// Public Market sales earn 20,000 more this turn.
    NewSpacePricesSoar,
    /// Launch rolls +1 this turn.
    PerfectWeatherConditions,
    /// Launch rolls −2 this turn.
    BadWeatherConditions,
    /// Directors who have not used their Specialty receive 40,000.
    ExceptionalAid,
    /// At most 1 Engineer on Design this turn.
    ResourceRestriction,
    /// Every Director draws an R&D card (reserve below 9).
    NewPatents,
    /// Investors pay nothing this turn.
    TimidInvestors,
    /// Authority needed at the Space Operations Center −2 this turn.
    EngineerTraining,
    /// No static fire this turn.
    SupplyProblem,
    /// Static fires need 6+ this turn.
    CrucialPerformanceTest,
    /// Building a CubeSat earns nothing this turn.
    MissedCallForTenders,
    /// No launch with a Solar Sail or a Conical Capsule this turn.
    SpaceDebrisAlert,
    /// One Director action this turn.
    BurnOut,
    /// At most 1 Engineer on Construction this turn.
    PoorScheduleManagement,
    /// Everybody receives 60,000 as quarterly income this turn.
    SalaryExemption,
    /// No Engineer on the Specialty action this turn.
    InaccessiblePremises,
}

impl BaseEvent {
    /// Every base Event, by id.
    pub const ALL: [BaseEvent; EVENT_COUNT] = [
        BaseEvent::AntiNuclearDemonstration,
        BaseEvent::EconomicCrisis,
        BaseEvent::TimidInsurers,
        BaseEvent::EngineFailure,
        BaseEvent::NewSpacePricesSoar,
        BaseEvent::PerfectWeatherConditions,
        BaseEvent::BadWeatherConditions,
        BaseEvent::ExceptionalAid,
        BaseEvent::ResourceRestriction,
        BaseEvent::NewPatents,
        BaseEvent::TimidInvestors,
        BaseEvent::EngineerTraining,
        BaseEvent::SupplyProblem,
        BaseEvent::CrucialPerformanceTest,
        BaseEvent::MissedCallForTenders,
        BaseEvent::SpaceDebrisAlert,
        BaseEvent::BurnOut,
        BaseEvent::PoorScheduleManagement,
        BaseEvent::SalaryExemption,
        BaseEvent::InaccessiblePremises,
    ];

    /// The card title.
    pub const fn title(self) -> &'static str {
        match self {
            BaseEvent::AntiNuclearDemonstration => "Anti-Nuclear Demonstration",
            BaseEvent::EconomicCrisis => "Economic Crisis",
            BaseEvent::TimidInsurers => "Timid Insurers",
            BaseEvent::EngineFailure => "Engine Failure",
            BaseEvent::NewSpacePricesSoar => "New Space Prices Soar",
            BaseEvent::PerfectWeatherConditions => "Perfect Weather Conditions",
            BaseEvent::BadWeatherConditions => "Bad Weather Conditions",
            BaseEvent::ExceptionalAid => "Exceptional Aid",
            BaseEvent::ResourceRestriction => "Resource Restriction",
            BaseEvent::NewPatents => "New Patents",
            BaseEvent::TimidInvestors => "Timid Investors",
            BaseEvent::EngineerTraining => "Engineer Training",
            BaseEvent::SupplyProblem => "Supply Problem",
            BaseEvent::CrucialPerformanceTest => "Crucial Performance Test",
            BaseEvent::MissedCallForTenders => "Missed Call for Tenders",
            BaseEvent::SpaceDebrisAlert => "Space Debris Alert",
            BaseEvent::BurnOut => "Burn Out",
            BaseEvent::PoorScheduleManagement => "Poor Schedule Management",
            BaseEvent::SalaryExemption => "Salary Exemption",
            BaseEvent::InaccessiblePremises => "Inaccessible Premises",
        }
    }
}

/// A Solo Event card (numbered 01 to 14 on the cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SoloEvent {
    /// 01: recruiting Senior Engineers is forbidden for the rest of the game.
    StartUp,
    /// 02: the Director's Specialty is forbidden for the rest of the game.
    Incompetence,
    /// 03: building Nuclear Technologies is forbidden for the rest of the game.
    InternalEthicsPolicy,
    /// 04: building the Single-Stage Orbital Launcher is forbidden for the rest of the game.
    TechnologicalDelay,
    /// 05: built thrust 20+ earns 60,000, else lose a launch die.
    PowerEvaluation,
    /// 06: without a build of every type so far, discard an Engineer.
    ConstructionDelay,
    /// 07: team Authority 30+ earns a launch die.
    AllRiskEngineers,
    /// 08: fewer than 2 Investors: pay 40,000.
    BehindSchedule,
    /// 09: fewer than 3 Engineers pay 40,000; more than 3 earn 40,000.
    HiringBonus,
    /// 10: below 60,000 draw a Senior; above 100,000 discard an Engineer.
    HumanResources,
    /// 11: no successful launch yet: discard 2 Engineers.
    WhenBoredomSetsIn,
    /// 12: roll 5+ (extra dice allowed) or pay 40,000.
    LossOfYourInvestedFunds,
    /// 13: roll 6 or less: also deposit a Satellite on Mars; else pay 40,000.
    AdaptingToLaunch,
    /// 14: roll 9 or less: also deposit a Cargo on Titan; else pay 60,000.
    NewMission,
}

impl SoloEvent {
    /// Every Solo Event, by number − 1.
    pub const ALL: [SoloEvent; SOLO_EVENT_COUNT] = [
        SoloEvent::StartUp,
        SoloEvent::Incompetence,
        SoloEvent::InternalEthicsPolicy,
        SoloEvent::TechnologicalDelay,
        SoloEvent::PowerEvaluation,
        SoloEvent::ConstructionDelay,
        SoloEvent::AllRiskEngineers,
        SoloEvent::BehindSchedule,
        SoloEvent::HiringBonus,
        SoloEvent::HumanResources,
        SoloEvent::WhenBoredomSetsIn,
        SoloEvent::LossOfYourInvestedFunds,
        SoloEvent::AdaptingToLaunch,
        SoloEvent::NewMission,
    ];

    /// The number printed on the card (1 to 14).
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The Solo Event with this number (1 to 14).
    pub fn from_number(n: u8) -> Option<SoloEvent> {
        SoloEvent::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The card title.
    pub const fn title(self) -> &'static str {
        match self {
            SoloEvent::StartUp => "Start-up",
            SoloEvent::Incompetence => "Incompetence",
            SoloEvent::InternalEthicsPolicy => "Internal Ethics Policy",
            SoloEvent::TechnologicalDelay => "Technological Delay",
            SoloEvent::PowerEvaluation => "Power Evaluation",
            SoloEvent::ConstructionDelay => "Construction Delay",
            SoloEvent::AllRiskEngineers => "All-Risk Engineers",
            SoloEvent::BehindSchedule => "Behind Schedule",
            SoloEvent::HiringBonus => "Hiring Bonus",
            SoloEvent::HumanResources => "Human Resources",
            SoloEvent::WhenBoredomSetsIn => "When Boredom Sets In...",
            SoloEvent::LossOfYourInvestedFunds => "Loss of Your Invested Funds",
            SoloEvent::AdaptingToLaunch => "Adapting to Launch",
            SoloEvent::NewMission => "New Mission",
        }
    }
}

/// A card of the Event pile: a base Event or a Solo Event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EventCard {
    /// A base Event.
    Base(BaseEvent),
    /// A Solo Event.
    Solo(SoloEvent),
}

impl Default for EventCard {
    fn default() -> Self {
        EventCard::Base(BaseEvent::AntiNuclearDemonstration)
    }
}

impl EventCard {
    /// A compact id: base `0..20`, solo `20..34`.
    pub const fn id(self) -> u8 {
        match self {
            EventCard::Base(b) => b as u8,
            EventCard::Solo(s) => EVENT_COUNT as u8 + s as u8,
        }
    }

    /// The card title.
    pub const fn title(self) -> &'static str {
        match self {
            EventCard::Base(b) => b.title(),
            EventCard::Solo(s) => s.title(),
        }
    }
}

impl core::fmt::Display for EventCard {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            EventCard::Base(b) => f.write_str(b.title()),
            EventCard::Solo(s) => write!(f, "Solo {:02}. {}", s.number(), s.title()),
        }
    }
}
