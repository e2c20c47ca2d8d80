//! The `space_games._native` Python module: the dynamic game of the
//! `space-games` crate, wrapped for Python.

use pyo3::exceptions::{PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use space_games::{DynGame, GAMES};

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A game in progress. Seats are `0..num_players`; actions are indices into
/// the game's fixed action space.
#[pyclass(module = "space_games._native", unsendable)]
struct Game {
    inner: Box<dyn DynGame>,
}

#[pymethods]
impl Game {
    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    /// The specification it was loaded from.
    #[getter]
    fn spec(&self) -> String {
        self.inner.spec().to_string()
    }

    /// How many seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.inner.num_players()
    }

    /// The size of the action index space.
    #[getter]
    fn action_space(&self) -> u32 {
        self.inner.action_space()
    }

    /// The most decisions any game with this config can take.
    #[getter]
    fn max_decisions(&self) -> u64 {
        self.inner.max_decisions()
    }

    /// The observation tensor's shape.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.inner.observation_shape()
    }

    /// The seats with a decision pending.
    fn to_act(&self) -> Vec<usize> {
        self.inner.to_act()
    }

    /// Whether the game is over.
    fn is_finished(&self) -> bool {
        self.inner.is_finished()
    }

    /// The legal action indices of `seat`, sorted.
    fn legal_actions(&self, seat: usize) -> PyResult<Vec<u32>> {
        self.inner.legal_actions(seat).map_err(value_error)
    }

    /// The legal mask of `seat` as bytes (1 = legal), one per action index.
    fn legal_mask<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyBytes>> {
        let mask = self.inner.legal_mask(seat).map_err(value_error)?;
        let bytes: Vec<u8> = mask.into_iter().map(u8::from).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// Applies action `index` for `seat`; a refusal raises ValueError and
    /// leaves the game unchanged.
    fn apply(&mut self, seat: usize, index: u32) -> PyResult<()> {
        self.inner.apply(seat, index).map_err(value_error)
    }

    /// The canonical text of action `index`.
    fn action_text(&self, index: u32) -> PyResult<String> {
        self.inner.action_text(index).map_err(value_error)
    }

    /// The index of the action written as `text`.
    fn parse_action(&self, text: &str) -> PyResult<u32> {
        self.inner.parse_action(text).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as JSON text.
    #[pyo3(signature = (seat=None))]
    fn observation_json(&self, seat: Option<usize>) -> PyResult<String> {
        self.inner.observation_json(seat).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as a board for a person.
    #[pyo3(signature = (seat=None))]
    fn observation_text(&self, seat: Option<usize>) -> PyResult<String> {
        self.inner.observation_text(seat).map_err(value_error)
    }

    /// What `seat` (None: the spectator) sees, as little-endian float32
    /// bytes of the observation tensor.
    #[pyo3(signature = (seat=None))]
    fn observation_tensor<'py>(&self, py: Python<'py>, seat: Option<usize>) -> PyResult<Bound<'py, PyBytes>> {
        let len: usize = self.inner.observation_shape().iter().product();
        let mut out = vec![0.0f32; len];
        self.inner.observation_tensor(seat, &mut out).map_err(value_error)?;
        let bytes: Vec<u8> = out.iter().flat_map(|x| x.to_le_bytes()).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// Each seat's score so far.
    fn scores(&self) -> Vec<i32> {
        self.inner.scores()
    }

    /// Each seat's return in [-1, 1] once the game is over, else None.
    fn returns(&self) -> Option<Vec<f64>> {
        self.inner.returns()
    }

    /// Whether the game ended by its rulebook's end condition.
    fn terminated(&self) -> bool {
        self.inner.terminated()
    }

    /// Whether a configured cap (turn limit, stall rule) ended it.
    fn truncated(&self) -> bool {
        self.inner.truncated()
    }

    /// The whole state as JSON text.
    fn state_json(&self) -> String {
        self.inner.state_json()
    }

    /// Replaces the state with one read from JSON (checked first).
    fn load_state(&mut self, json: &str) -> PyResult<()> {
        self.inner.load_state(json).map_err(value_error)
    }

    /// The action a bot (`random`, `greedy`, `ismcts:N`) chooses for `seat`,
    /// seeing only what `seat` sees.
    fn bot_action(&self, py: Python<'_>, seat: usize, bot: &str, seed: u64) -> PyResult<Option<u32>> {
        let game = self.inner.clone_box();
        let bot = bot.to_string();
        py.detach(move || game.bot_action(seat, &bot, seed)).map_err(value_error)
    }

    /// An independent copy.
    fn clone(&self) -> Game {
        Game {
            inner: self.inner.clone_box(),
        }
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    fn __str__(&self) -> PyResult<String> {
        self.observation_text(None)
    }

    fn __repr__(&self) -> String {
        format!("<space_games game {}>", self.inner.spec())
    }
}

/// Loads a game from a specification such as `apogee(players=3,mission=4)`.
#[pyfunction]
#[pyo3(signature = (spec, seed=0))]
fn load(spec: &str, seed: u64) -> PyResult<Game> {
    space_games::load(spec, seed)
        .map(|inner| Game { inner })
        .map_err(value_error)
}

/// The games there are: (name, title, min seats, max seats, parameters).
#[pyfunction]
fn games() -> Vec<(&'static str, &'static str, usize, usize, Vec<&'static str>)> {
    GAMES
        .iter()
        .map(|g| (g.name, g.title, g.min_players, g.max_players, g.params.to_vec()))
        .collect()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    Ok(())
}
