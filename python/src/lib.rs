//! The `space_games._native` Python module: the dynamic game of the
//! `space-games` crate, wrapped for Python.

use std::sync::{Mutex, MutexGuard};

use pyo3::exceptions::{PyOverflowError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

use space_games::{DynGame, GAMES};

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Reads a Python integer that must lie in `0..end`. A value out of range
/// (negative, say) is a ValueError from `refuse`, which names the argument
/// and its range; a value that is no integer stays a TypeError.
fn ranged(
    value: &Bound<'_, PyAny>,
    end: u128,
    refuse: impl Fn(String) -> String,
) -> PyResult<u128> {
    match value.extract::<i128>() {
        Ok(v) if v >= 0 && (v as u128) < end => Ok(v as u128),
        Ok(v) => Err(PyValueError::new_err(refuse(v.to_string()))),
        Err(e) if e.is_instance_of::<PyOverflowError>(value.py()) => {
            Err(PyValueError::new_err(refuse(value.to_string())))
        }
        Err(e) => Err(e),
    }
}

/// A seed: any integer from 0 to 2**64 - 1.
fn seed_arg(seed: &Bound<'_, PyAny>) -> PyResult<u64> {
    let v = ranged(seed, u128::from(u64::MAX) + 1, |v| {
        format!(
            "seed {v} is out of range: a seed is an integer from 0 to {}",
            u64::MAX
        )
    })?;
    Ok(v as u64)
}

/// A game in progress. Seats are `0..num_players`; actions are indices into
/// the game's fixed action space. A game may be used from any thread (calls
/// on one game from several threads take turns); it pickles (and copies)
/// with its whole state.
#[pyclass(module = "space_games._native", frozen)]
struct Game {
    inner: Mutex<Box<dyn DynGame>>,
}

impl Game {
    fn new(inner: Box<dyn DynGame>) -> Game {
        Game {
            inner: Mutex::new(inner),
        }
    }

    /// The game, locked for this call. No call panics while holding it, so
    /// the lock is never poisoned; were it, the game itself is still sound
    /// (every change is made whole or not at all).
    fn game(&self) -> MutexGuard<'_, Box<dyn DynGame>> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn seat(&self, seat: &Bound<'_, PyAny>) -> PyResult<usize> {
        let seats = self.game().num_players();
        let v = ranged(seat, seats as u128, |v| {
            format!(
                "seat {v} is not a seat of this {seats}-seat game: seats are 0 to {}",
                seats - 1
            )
        })?;
        Ok(v as usize)
    }

    fn opt_seat(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
        seat.map(|s| self.seat(s)).transpose()
    }

    fn index(&self, index: &Bound<'_, PyAny>) -> PyResult<u32> {
        let space = self.game().action_space();
        let v = ranged(index, u128::from(space), |v| {
            format!(
                "{v} is not an action index: this game's indices run from 0 to {}",
                space.saturating_sub(1)
            )
        })?;
        Ok(v as u32)
    }
}

#[pymethods]
impl Game {
    /// The game's name, as `load` takes it (e.g. `lets-go`).
    #[getter]
    fn name(&self) -> String {
        self.game().spec().name.clone()
    }

    /// The game's title, for people (e.g. `Let's Go! To Space`).
    #[getter]
    fn title(&self) -> &'static str {
        self.game().name()
    }

    /// The specification it was loaded from.
    #[getter]
    fn spec(&self) -> String {
        self.game().spec().to_string()
    }

    /// How many seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.game().num_players()
    }

    /// The size of the action index space.
    #[getter]
    fn action_space(&self) -> u32 {
        self.game().action_space()
    }

    /// The most decisions any game with this config can take.
    #[getter]
    fn max_decisions(&self) -> u64 {
        self.game().max_decisions()
    }

    /// The observation tensor's shape.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.game().observation_shape()
    }

    /// The seats with a decision pending.
    fn to_act(&self) -> Vec<usize> {
        self.game().to_act()
    }

    /// Whether the game is over.
    fn is_finished(&self) -> bool {
        self.game().is_finished()
    }

    /// The legal action indices of `seat`, sorted.
    fn legal_actions(&self, seat: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
        let seat = self.seat(seat)?;
        self.game().legal_actions(seat).map_err(value_error)
    }

    /// The legal mask of `seat` as bytes (1 = legal), one per action index.
    fn legal_mask<'py>(
        &self,
        py: Python<'py>,
        seat: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.seat(seat)?;
        let mask = self.game().legal_mask(seat).map_err(value_error)?;
        let bytes: Vec<u8> = mask.into_iter().map(u8::from).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// Applies action `index` for `seat`; a refusal raises ValueError and
    /// leaves the game unchanged.
    fn apply(&self, seat: &Bound<'_, PyAny>, index: &Bound<'_, PyAny>) -> PyResult<()> {
        let seat = self.seat(seat)?;
        let index = self.index(index)?;
        self.game().apply(seat, index).map_err(value_error)
    }

    /// The canonical text of action `index`.
    fn action_text(&self, index: &Bound<'_, PyAny>) -> PyResult<String> {
        let index = self.index(index)?;
        self.game().action_text(index).map_err(value_error)
    }

    /// The index of the action written as `text`.
    fn parse_action(&self, text: &str) -> PyResult<u32> {
        self.game().parse_action(text).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as JSON text.
    #[pyo3(signature = (seat=None))]
    fn observation_json(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let seat = self.opt_seat(seat)?;
        self.game().observation_json(seat).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as a board for a person.
    #[pyo3(signature = (seat=None))]
    fn observation_text(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let seat = self.opt_seat(seat)?;
        self.game().observation_text(seat).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as little-endian float32
    /// bytes of the observation tensor.
    #[pyo3(signature = (seat=None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let seat = self.opt_seat(seat)?;
        let game = self.game();
        let len: usize = game.observation_shape().iter().product();
        let mut out = vec![0.0f32; len];
        game.observation_tensor(seat, &mut out)
            .map_err(value_error)?;
        let bytes: Vec<u8> = out.iter().flat_map(|x| x.to_le_bytes()).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// Each seat's score so far.
    fn scores(&self) -> Vec<i32> {
        self.game().scores()
    }

    /// Each seat's return in [-1, 1] once the game is over, else None.
    fn returns(&self) -> Option<Vec<f64>> {
        self.game().returns()
    }

    /// Whether the game ended by its rulebook's end condition.
    fn terminated(&self) -> bool {
        self.game().terminated()
    }

    /// Whether a configured cap (turn limit, stall rule) ended it.
    fn truncated(&self) -> bool {
        self.game().truncated()
    }

    /// The whole state as JSON text.
    fn state_json(&self) -> String {
        self.game().state_json()
    }

    /// Replaces the state with one read from JSON (checked first).
    fn load_state(&self, json: &str) -> PyResult<()> {
        self.game().load_state(json).map_err(value_error)
    }

    /// The action a bot (`random`, `greedy`, `ismcts:N`) chooses for `seat`,
    /// seeing only what `seat` sees; `seed` is any integer from 0 to
    /// 2**64 - 1.
    fn bot_action(
        &self,
        py: Python<'_>,
        seat: &Bound<'_, PyAny>,
        bot: &str,
        seed: &Bound<'_, PyAny>,
    ) -> PyResult<Option<u32>> {
        let seat = self.seat(seat)?;
        let seed = seed_arg(seed)?;
        let game = self.game().clone_box();
        let bot = bot.to_string();
        py.detach(move || game.bot_action(seat, &bot, seed))
            .map_err(value_error)
    }

    /// An independent copy.
    fn clone(&self) -> Game {
        Game::new(self.game().clone_box())
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    /// Pickles as the specification and the whole state.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("space_games._native")?.getattr("_restore")?;
        let (spec, state) = {
            let game = self.game();
            (game.spec().to_string(), game.state_json())
        };
        Ok((restore, PyTuple::new(py, [spec, state])?))
    }

    fn __str__(&self) -> PyResult<String> {
        self.observation_text(None)
    }

    fn __repr__(&self) -> String {
        format!("<space_games game {}>", self.game().spec())
    }
}

/// Loads a game from a specification such as `apogee(players=3,mission=4)`;
/// `seed` (0 if not given) is any integer from 0 to 2**64 - 1.
#[pyfunction]
#[pyo3(signature = (spec, seed=None))]
fn load(spec: &str, seed: Option<&Bound<'_, PyAny>>) -> PyResult<Game> {
    let seed = seed.map(seed_arg).transpose()?.unwrap_or(0);
    space_games::load(spec, seed)
        .map(Game::new)
        .map_err(value_error)
}

/// The game of `spec` in the state of `state` (JSON): what a pickled game
/// reads back as.
#[pyfunction]
fn _restore(spec: &str, state: &str) -> PyResult<Game> {
    let mut inner = space_games::load(spec, 0).map_err(value_error)?;
    inner.load_state(state).map_err(value_error)?;
    Ok(Game::new(inner))
}

/// The games there are: (name, title, min seats, max seats, parameters).
#[pyfunction]
fn games() -> Vec<(&'static str, &'static str, usize, usize, Vec<&'static str>)> {
    GAMES
        .iter()
        .map(|g| {
            (
                g.name,
                g.title,
                g.min_players,
                g.max_players,
                g.params.to_vec(),
            )
        })
        .collect()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(_restore, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    Ok(())
}
