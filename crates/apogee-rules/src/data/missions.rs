//! The 12 Mission cards and the 6 Solo Mission cards (Missions, Solo
//! Missions). All objectives are given by the rulebook.

use super::events::SoloEvent;

/// A multiplayer Mission (1 to 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mission {
    /// 1. Launch to GEO with at least 1 R&D Technology built.
    #[default]
    M1,
    /// 2. Launch to GEO a crewed rocket of at least 2 astronauts.
    M2,
    /// 3. Complete 3 Investor objectives first (immediate sole win).
    M3,
    /// 4. Deposit "Satellite" and "Cargo" on the Moon; no R&D may be built.
    M4,
    /// 5. Two crewed flights to the Moon; no Nation Intervention.
    M5,
    /// 6. Deposit a "CubeSat" and a "Satellite" on Venus with rockets costing less than 160,000.
    M6,
    /// 7. Reach the farthest destination by the end of turn 8.
    M7,
    /// 8. A crewed flight to Mars with a thrust of 29 or more.
    M8,
    /// 9. Deposit a "Cargo" and 5 astronauts on Mars; no Nuclear First or Upper Stage may be built.
    M9,
    /// 10. Deposit 2 "CubeSat", a "Satellite" and a "Cargo" on Europa.
    M10,
    /// 11. Deposit 6 astronauts on Titan, with a crewed flight card.
    M11,
    /// 12. Deposit a "Cargo" on Mars, 3 astronauts on Titan, 4 on Europa; every launch needs yield 2.6+.
    M12,
}

impl Mission {
    /// Every Mission, by number − 1.
    pub const ALL: [Mission; 12] = [
        Mission::M1,
        Mission::M2,
        Mission::M3,
        Mission::M4,
        Mission::M5,
        Mission::M6,
        Mission::M7,
        Mission::M8,
        Mission::M9,
        Mission::M10,
        Mission::M11,
        Mission::M12,
    ];

    /// The number printed on the card.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The objective, as printed.
    pub const fn objective(self) -> &'static str {
        match self {
            Mission::M1 => "Successfully launch to GEO with at least 1 R&D Technology built on your rocket",
            Mission::M2 => "Successfully launch to GEO a rocket with the Crewed flight characteristic of at least 2 astronauts",
            Mission::M3 => "Complete 3 Investor objectives (the first to do so wins at once)",
            Mission::M4 => "Deposit Satellite and Cargo on the Moon with a rocket without R&D (building R&D is forbidden)",
            Mission::M5 => "Successfully perform 2 crewed flights to the Moon (no Nation Intervention)",
            Mission::M6 => "Deposit 1 CubeSat and 1 Satellite on Venus, each rocket costing less than 160,000",
            Mission::M7 => "Reach the farthest destination by the end of the 8th turn",
            Mission::M8 => "A crewed flight to Mars with a rocket of thrust 29 or more",
            Mission::M9 => "Deposit 1 Cargo and 5 astronauts on Mars (building Nuclear stages is forbidden)",
            Mission::M10 => "Deposit 2 CubeSat, 1 Satellite and 1 Cargo on Europa",
            Mission::M11 => "Deposit 6 astronauts on Titan, with Crewed flight cards",
            Mission::M12 => "Deposit 1 Cargo on Mars, 3 astronauts on Titan and 4 on Europa (yield 2.6+ for every launch)",
        }
    }
}

/// A Solo Mission (1 to 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SoloMission {
    /// 1. Launch to GEO and end with 420,000 (6 turns).
    #[default]
    S1,
    /// 2. Complete 4 Investors and end with 320,000 (6 turns).
    S2,
    /// 3. Deposit 6 astronauts and a Cargo on the Moon (8 turns).
    S3,
    /// 4. Two launches to Venus and a team of Authority 42+ (8 turns).
    S4,
    /// 5. Deposit 4 CubeSat and a Rover on Mars (10 turns).
    S5,
    /// 6. Deposit 3 astronauts on Europa and 4 on Titan (10 turns).
    S6,
}

use SoloEvent as E;

impl SoloMission {
    /// Every Solo Mission, by number − 1.
    pub const ALL: [SoloMission; 6] = [
        SoloMission::S1,
        SoloMission::S2,
        SoloMission::S3,
        SoloMission::S4,
        SoloMission::S5,
        SoloMission::S6,
    ];

    /// The number printed on the card.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// Turns to complete the Mission.
    pub const fn turns(self) -> u8 {
        match self {
            SoloMission::S1 | SoloMission::S2 => 6,
            SoloMission::S3 | SoloMission::S4 => 8,
            SoloMission::S5 | SoloMission::S6 => 10,
        }
    }

    /// The Solo Event sequence printed on the card, top of the pile first.
    pub const fn events(self) -> &'static [SoloEvent] {
        match self {
            SoloMission::S1 => &[E::StartUp, E::BehindSchedule, E::PowerEvaluation],
            SoloMission::S2 => &[E::Incompetence, E::BehindSchedule, E::HiringBonus],
            SoloMission::S3 => &[
                E::InternalEthicsPolicy,
                E::HiringBonus,
                E::WhenBoredomSetsIn,
                E::LossOfYourInvestedFunds,
            ],
            SoloMission::S4 => &[
                E::TechnologicalDelay,
                E::HumanResources,
                E::HiringBonus,
                E::AllRiskEngineers,
            ],
            SoloMission::S5 => &[
                E::TechnologicalDelay,
                E::ConstructionDelay,
                E::AdaptingToLaunch,
                E::PowerEvaluation,
                E::AllRiskEngineers,
            ],
            SoloMission::S6 => &[
                E::InternalEthicsPolicy,
                E::BehindSchedule,
                E::WhenBoredomSetsIn,
                E::NewMission,
                E::HumanResources,
            ],
        }
    }

    /// The objective, as printed.
    pub const fn objective(self) -> &'static str {
        match self {
            SoloMission::S1 => "Successfully perform 1 launch to GEO and end the game with at least 420,000",
            SoloMission::S2 => "Complete the objectives of 4 Investors and end the game with at least 320,000",
            SoloMission::S3 => "Deposit 6 astronauts and 1 Payload Cargo on the Moon",
            SoloMission::S4 => "Successfully perform 2 launches to Venus and end with a team of cumulative Authority 42 or more",
            SoloMission::S5 => "Deposit 4 R&D CubeSat and 1 Payload Rover on Mars",
            SoloMission::S6 => "Deposit 3 astronauts on Europa and 4 astronauts on Titan",
        }
    }
}
