"""The Python API of ferromat: every class both ways, errors, printed
output, files, calls, figures, completion, and engines on two threads."""

import pickle
import threading
import time

import numpy as np
import pytest

import ferromat
from ferromat import Engine, MatlabError, MatlabValue

NUMERIC = [
    ("double", np.float64),
    ("single", np.float32),
    ("int8", np.int8),
    ("int16", np.int16),
    ("int32", np.int32),
    ("int64", np.int64),
    ("uint8", np.uint8),
    ("uint16", np.uint16),
    ("uint32", np.uint32),
    ("uint64", np.uint64),
    ("logical", np.bool_),
]


@pytest.fixture
def eng():
    return Engine()


@pytest.mark.parametrize("cls,dtype", NUMERIC)
def test_numeric_arrays_keep_class_shape_and_order(eng, cls, dtype):
    a = np.arange(6).reshape(2, 3).astype(dtype)
    eng["a"] = a
    assert eng.eval("c = class(a); s = size(a); e = a(2, 1);") == ""
    assert eng["c"] == cls
    assert eng["s"].tolist() == [[2.0, 3.0]]
    assert eng["e"] == a[1, 0]
    back = eng["a"]
    assert back.dtype == dtype
    assert back.shape == (2, 3)
    assert back.flags.f_contiguous
    np.testing.assert_array_equal(back, a)


@pytest.mark.parametrize("cls,dtype", NUMERIC)
def test_matlab_arrays_come_back_as_numpy(eng, cls, dtype):
    eng.eval(f"x = {cls}([1 0 1; 0 1 1]);")
    x = eng["x"]
    assert isinstance(x, np.ndarray) and x.dtype == dtype and x.shape == (2, 3)
    np.testing.assert_array_equal(x, np.array([[1, 0, 1], [0, 1, 1]], dtype=dtype))


@pytest.mark.parametrize("cls,dtype", NUMERIC)
def test_scalars_are_numpy_scalars_of_the_class(eng, cls, dtype):
    eng.eval(f"x = {cls}(1);")
    x = eng["x"]
    assert isinstance(x, np.generic) and x.dtype == dtype and x == 1
    eng["y"] = x
    eng.eval("k = class(y);")
    assert eng["k"] == cls


def test_python_numbers(eng):
    eng["i"] = 3
    eng["f"] = 2.5
    eng["b"] = True
    eng["z"] = 1 + 2j
    eng.eval("ci = class(i); cb = class(b); q = i / 2; r = real(z); im = imag(z);")
    assert eng["ci"] == "double"  # a Python int is a MATLAB number: double
    assert eng["cb"] == "logical"
    assert eng["q"] == 1.5
    assert (eng["r"], eng["im"]) == (1.0, 2.0)
    assert isinstance(eng["f"], float)
    assert eng["z"] == 1 + 2j


def test_complex_arrays(eng):
    for dtype, cls in [(np.complex128, "double"), (np.complex64, "single")]:
        z = np.array([[1 + 2j, 3 - 1j]], dtype=dtype)
        eng["z"] = z
        eng.eval("c = class(z); r = isreal(z); w = z * 1i;")
        assert eng["c"] == cls and not eng["r"]
        np.testing.assert_allclose(eng["w"], z * 1j)
        assert eng["w"].dtype == dtype


def test_one_dimensional_arrays_are_rows_and_zero_d_scalars(eng):
    eng["v"] = np.array([1.0, 2.0, 3.0])
    eng["s"] = np.array(7.0)
    eng.eval("sv = size(v); ss = size(s);")
    assert eng["sv"].tolist() == [[1.0, 3.0]]
    assert eng["ss"].tolist() == [[1.0, 1.0]]


def test_c_order_and_strided_inputs_are_read_in_matlab_order(eng):
    c = np.arange(12.0).reshape(3, 4)
    eng["c"] = c
    eng["t"] = c[::2, 1::2]  # not contiguous
    eng["n"] = np.arange(24.0).reshape(2, 3, 4)
    eng.eval("e = c(3, 2); tt = t; sn = size(n); en = n(2, 3, 4);")
    assert eng["e"] == c[2, 1]
    np.testing.assert_array_equal(eng["tt"], c[::2, 1::2])
    assert eng["sn"].tolist() == [[2.0, 3.0, 4.0]]
    assert eng["en"] == 23.0
    np.testing.assert_array_equal(eng["n"], np.arange(24.0).reshape(2, 3, 4))


def test_large_c_order_matrix_is_transposed_tile_by_tile(eng):
    y = np.arange(70 * 45, dtype=np.int32).reshape(70, 45)  # not a multiple of the tile
    eng["y"] = y
    eng.eval("e = y(70, 45); f = y(33, 2);")
    assert eng["e"] == y[69, 44] and eng["f"] == y[32, 1]
    np.testing.assert_array_equal(eng["y"], y)


def test_empty_arrays(eng):
    eng["e"] = np.zeros((0, 3))
    eng.eval("s = size(e); z = zeros(2, 0, 'int8');")
    assert eng["s"].tolist() == [[0.0, 3.0]]
    z = eng["z"]
    assert z.shape == (2, 0) and z.dtype == np.int8
    eng["n"] = None
    eng.eval("ie = isempty(n);")
    assert eng["ie"]


def test_arrays_the_engine_holds_are_read_only_views(eng):
    eng.eval("x = [1 2 3];")
    x = eng["x"]
    assert not x.flags.writeable
    with pytest.raises(ValueError):
        x[0, 0] = 5
    y = x.copy()
    y[0, 0] = 5
    assert eng["x"][0, 0] == 1
    # A fresh result that nothing else holds is handed over, writable.
    fresh = eng.call("zeros", 2.0, 3.0)
    assert fresh.flags.writeable and fresh.shape == (2, 3)


def test_char_and_string(eng):
    eng["s"] = "héllo"
    eng.eval("c = class(s); n = numel(s); up = upper(s); m = ['ab'; 'cd']; e = '';")
    assert eng["c"] == "char"
    assert eng["n"] == 5
    assert eng["up"] == "HÉLLO"
    assert eng["m"] == ["ab", "cd"]
    assert eng["e"] == ""
    eng.eval('t = "text"; ts = ["a" "bc"; "d" "e"];')
    assert eng["t"] == "text"
    ts = eng["ts"]
    assert ts.shape == (2, 2) and ts[0, 1] == "bc" and ts[1, 0] == "d"
    eng["u"] = np.array(["x", "yz"])
    eng.eval("cu = class(u); u2 = u(2);")
    assert eng["cu"] == "string" and eng["u2"] == "yz"


def test_cell_both_ways(eng):
    eng["c"] = [1.0, "two", np.array([3, 4], dtype=np.int16), [5.0]]
    eng.eval("k = class(c); s = size(c); k3 = class(c{3}); inner = class(c{4});")
    assert eng["k"] == "cell" and eng["s"].tolist() == [[1.0, 4.0]]
    assert eng["k3"] == "int16" and eng["inner"] == "cell"
    back = eng["c"]
    assert isinstance(back, list) and back[1] == "two"
    np.testing.assert_array_equal(back[2], np.array([[3, 4]], dtype=np.int16))
    eng.eval("m = {1, 'a'; 2, 'b'}; e = {};")
    m = eng["m"]
    assert m.shape == (2, 2) and m[1, 1] == "b" and m[1, 0] == 2.0
    assert eng["e"] == []
    eng["m2"] = m
    eng.eval("eq = isequal(m, m2);")
    assert eng["eq"]


def test_struct_both_ways(eng):
    eng["s"] = {"a": 1.0, "name": "x", "inner": {"v": np.array([1.0, 2.0])}}
    eng.eval("k = class(s); f = fieldnames(s); v = s.inner.v(2);")
    assert eng["k"] == "struct"
    assert eng["f"] == [["a"], ["name"], ["inner"]] or eng["f"] == ["a", "name", "inner"]
    assert eng["v"] == 2.0
    back = eng["s"]
    assert back["name"] == "x" and back["a"] == 1.0
    np.testing.assert_array_equal(back["inner"]["v"], [[1.0, 2.0]])
    eng.eval("t(1).a = 1; t(2).a = 2;")
    t = eng["t"]
    assert isinstance(t, list) and [e["a"] for e in t] == [1.0, 2.0]
    with pytest.raises(ValueError):
        eng["bad"] = {"not a name": 1}


def test_values_without_python_counterpart_travel_whole(eng):
    eng.eval("h = @(x) x.^2; sp = sparse([1 0; 0 2]);")
    h = eng["h"]
    assert isinstance(h, MatlabValue) and h.class_name == "function_handle"
    assert "sparse" in repr(eng["sp"])
    eng["g"] = h
    eng.eval("y = g(3);")
    assert eng["y"] == 9.0
    assert eng.call("feval", h, 4.0) == 16.0


def test_unsupported_python_objects_raise_type_error(eng):
    with pytest.raises(TypeError):
        eng["x"] = object()
    with pytest.raises(TypeError):
        eng["x"] = np.array(["2020-01-01"], dtype="datetime64[D]")


def test_mapping_protocol(eng):
    eng["x"] = 1.0
    assert "x" in eng and "nope" not in eng
    assert eng.variables() == ["x"]
    assert eng.get("nope", 5) == 5
    with pytest.raises(KeyError):
        eng["nope"]
    del eng["x"]
    assert "x" not in eng
    with pytest.raises(KeyError):
        del eng["x"]
    with pytest.raises(ValueError):
        eng["1x"] = 1.0


def test_eval_returns_printed_text(eng):
    out = eng.eval("x = 3\ndisp('hi'); fprintf('%d-%d\\n', 1, 2);")
    assert out == "\nx =\n\n     3\n\nhi\n1-2\n"
    assert eng.eval("y = 4;") == ""


def test_call_outputs_and_nargout(eng, capsys):
    m, i = eng.call("max", np.array([4.0, 9.0, 2.0]), nargout=2)
    assert m == 9.0 and i == 2.0
    assert eng.call("disp", "printed", nargout=0) is None
    assert capsys.readouterr().out == "printed\n"
    s = eng.call("size", np.zeros((2, 5)))
    assert s.tolist() == [[2.0, 5.0]]


def test_errors_carry_identifier_message_stack_and_output(eng, tmp_path):
    with pytest.raises(MatlabError) as info:
        eng.eval("disp('before'); x = [1 2 3]; x(5)")
    error = info.value
    assert error.identifier == "MATLAB:badsubscript"
    assert "Index exceeds" in error.message
    assert error.output == "before\n"
    assert error.line == 1
    assert isinstance(error, Exception)

    with pytest.raises(MatlabError) as info:
        eng.eval("error('my:id', 'Value %d is bad.', 7)")
    assert info.value.identifier == "my:id"
    assert info.value.message == "Value 7 is bad."
    assert str(info.value) == "Value 7 is bad."

    (tmp_path / "inner.m").write_text("function inner(x)\n  error('deep:err', 'deep %d', x);\nend\n")
    (tmp_path / "outer.m").write_text("function outer()\n  inner(3);\nend\n")
    eng.add_path(str(tmp_path))
    with pytest.raises(MatlabError) as info:
        eng.call("outer", nargout=0)
    stack = info.value.stack
    assert [frame["name"] for frame in stack] == ["inner", "outer"]
    assert stack[0]["line"] == 2 and stack[0]["file"].endswith("inner.m")
    assert "Error in inner (line 2)" in str(info.value)

    copy = pickle.loads(pickle.dumps(info.value))
    assert copy.identifier == "deep:err" and copy.stack == stack

    with pytest.raises(MatlabError) as info:
        eng.eval("x = (1 + ")
    assert info.value.identifier == "MATLAB:parse" or info.value.identifier
    # The engine stays usable after errors.
    assert eng.eval("ok = 1;") == "" and eng["ok"] == 1.0


def test_run_file(eng, tmp_path):
    script = tmp_path / "script1.m"
    script.write_text("a = 2;\nb = a * 21\n")
    out = eng.run_file(script)
    assert "b =" in out and "42" in out
    assert eng["b"] == 42.0
    with pytest.raises(MatlabError):
        eng.run_file(tmp_path / "missing.m")


def test_bundled_library_and_completion(eng):
    assert eng.call("nanmax", np.array([1.0, np.nan, 3.0])) == 3.0
    eng["my_variable"] = 1.0
    names = eng.completions("my_v")
    assert names == ["my_variable"]
    assert "max" in eng.completions("ma") and "nanmax" in eng.completions("nan")


def test_figures_render_as_png(eng):
    eng.eval("figure(2); plot(1:3, [2 1 3]);")
    assert eng.figure_numbers() == [2]
    assert eng.changed_figures() == [2]
    png = eng.figure(2)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert eng.figure(2, "svg")[:100].lstrip().startswith(b"<")
    with pytest.raises(MatlabError):
        eng.figure(7)
    with pytest.raises(ValueError):
        eng.figure(2, "gif")


def test_engines_are_independent(eng):
    other = Engine()
    eng["x"] = 1.0
    assert "x" not in other


BUSY_LOOP = "s = 0; for k = 1:300000, s = s + k; end"
# Runs until interrupted (or 60 s pass, so a broken test cannot hang).
UNTIL_INTERRUPTED = "t0 = tic; while toc(t0) < 60, end"


class Background:
    """An engine running MATLAB code on a thread of its own."""

    def __init__(self, code):
        self.engine = Engine()
        self.error = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._work, args=(code,))
        self.thread.start()

    def _work(self, code):
        try:
            self.engine.eval(code)
        except MatlabError as e:
            self.error = e
        self.done.set()

    def stop(self):
        while self.thread.is_alive():
            self.engine.interrupt()
            self.thread.join(0.1)


def test_two_engines_run_at_once_on_two_threads():
    """While one thread is inside eval, the main thread runs Python code and
    a second engine's busy loop to the end: eval releases the GIL. (Were
    the GIL held, nothing below could run before the first eval ended, and
    it only ends when interrupted.)"""
    background = Background(UNTIL_INTERRUPTED)
    time.sleep(0.2)
    eng = Engine()
    eng.eval(BUSY_LOOP)
    assert eng["s"] == 300000 * 300001 / 2
    assert not background.done.is_set()
    background.stop()
    assert background.error is not None
    assert background.error.identifier == "MATLAB:interrupted"


def test_one_engine_from_two_threads_serialises_calls():
    eng = Engine()
    eng["n"] = 0.0
    step = "for k = 1:2000, n = n + 1; end"

    def work():
        for _ in range(5):
            eng.eval(step)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert eng["n"] == 2 * 5 * 2000


def test_interrupt_stops_running_code():
    background = Background(UNTIL_INTERRUPTED)
    time.sleep(0.2)
    background.stop()
    assert background.error.identifier == "MATLAB:interrupted"
    assert background.engine.eval("z = 1;") == ""


def test_wheel_ships_the_bundled_library():
    import os

    folder = os.path.join(os.path.dirname(ferromat.__file__), "stdlib")
    assert os.path.isfile(os.path.join(folder, "nanmax.m"))


def test_version_and_exports():
    assert set(ferromat.__all__) == {"Engine", "MatlabError", "MatlabValue"}
    assert isinstance(ferromat.__version__, str)


# --- Python functions callable from MATLAB (Engine.register) ---


def test_registered_function_is_called_with_converted_values(eng):
    seen = []

    def scale(x, k):
        """Multiply an array by a factor."""
        seen.append((type(x), x.dtype, x.shape, x.flags.writeable, type(k)))
        return x * k

    eng.register("scale", scale)
    eng.eval("y = scale([1 2; 3 4], 10);")
    np.testing.assert_array_equal(eng["y"], [[10.0, 20.0], [30.0, 40.0]])
    assert seen == [(np.ndarray, np.float64, (2, 2), False, np.float64)]
    # Every class travels both ways, as engine[...] converts it (a string
    # scalar is a Python str, which comes back as char).
    eng.register("ident", lambda v: v)
    eng.eval(
        "a = ident(int16([1 -2])); b = ident('text'); c = ident({1, 'x'});"
        " d = ident(struct('f', true)); e = ident(single(2+3i)); f = ident(\"s\");"
    )
    assert eng.eval("disp([class(a) ' ' class(b) ' ' class(c) ' ' class(d) ' ' class(e) ' ' class(f)])") == (
        "int16 char cell struct single char\n"
    )
    eng.eval("ok = isequal(a, int16([1 -2])) && isequal(d, struct('f', true)) && isequal(e, single(2+3i));")
    assert eng["ok"] == True  # noqa: E712 (a NumPy bool)


def test_registered_function_shows_in_help_and_which(eng):
    def spread(x):
        """Range of the values.

        More text."""
        return np.ptp(x)

    eng.register("spread", spread)
    assert "spread - Range of the values." in eng.eval("help spread")
    assert eng.call("spread", np.array([3.0, 9.0, 4.0])) == 6.0
    eng.eval("r = feval('spread', [1 5]); h = cellfun(@spread, {[1 2], [0 10]}); g = @spread;")
    assert eng["r"] == 4.0
    np.testing.assert_array_equal(eng["h"], [[1.0, 10.0]])
    eng.eval("k = g([2 9]);")
    assert eng["k"] == 7.0
    eng.register("other", spread, summary="Given summary")
    assert "other - Given summary" in eng.eval("help other")
    assert "spread" in eng.completions("spr")
    assert eng.unregister("spread") is True
    assert eng.unregister("spread") is False
    with pytest.raises(MatlabError) as info:
        eng.eval("spread(1)")
    assert info.value.identifier == "MATLAB:UndefinedFunction"


def test_registered_function_outputs_follow_nargout(eng):
    eng.register("minmax", lambda x: (np.min(x), np.max(x)), nargout=2)
    eng.eval("[lo, hi] = minmax([4 1 7]); only = minmax([4 1 7]);")
    assert (eng["lo"], eng["hi"], eng["only"]) == (1.0, 7.0, 1.0)
    calls = []
    eng.register("record", lambda *args: calls.append(len(args)), nargout=0)
    assert eng.eval("record(1, 2, 3)") == ""
    assert calls == [3]
    with pytest.raises(MatlabError) as info:
        eng.eval("z = record(1);")
    assert info.value.identifier == "MATLAB:TooManyOutputs"
    # A statement call of a one-output function that returns None sets no ans.
    eng.register("nothing", lambda: None)
    eng.eval("nothing")
    assert "ans" not in eng
    eng.eval("v = nothing();")
    assert eng["v"].shape == (0, 0)
    eng.register("bad", lambda: (1.0, 2.0, 3.0), nargout=2)
    with pytest.raises(MatlabError) as info:
        eng.eval("[a, b] = bad();")
    assert info.value.identifier == "ferromat:python:outputs"


def test_python_exceptions_become_matlab_errors(eng):
    def fail(x):
        raise ValueError(f"bad value {x}")

    eng.register("fail", fail)
    with pytest.raises(MatlabError) as info:
        eng.eval("fail(3)")
    assert info.value.identifier == "ferromat:python:Error"
    assert info.value.message == "ValueError: bad value 3.0"
    assert "Error using fail" in str(info.value)
    # MATLAB code can catch it like any error.
    assert eng.eval("try, fail(1); catch err, disp(err.identifier); disp(err.message); end") == (
        "ferromat:python:Error\nValueError: bad value 1.0\n"
    )
    # A MatlabError raised in Python keeps its identifier and message.
    def strict(x):
        raise MatlabError("report", identifier="mytool:negative", message="Input must be positive.")

    eng.register("strict", strict)
    with pytest.raises(MatlabError) as info:
        eng.eval("strict(-1)")
    assert (info.value.identifier, info.value.message) == ("mytool:negative", "Input must be positive.")
    # A result with no MATLAB counterpart is an error too, not a crash.
    eng.register("weird", lambda: {1, 2})
    with pytest.raises(MatlabError) as info:
        eng.eval("w = weird();")
    assert info.value.identifier == "ferromat:python:Error"
    assert info.value.message.startswith("TypeError: cannot convert a Python set")


def test_register_rejects_bad_names_and_non_callables(eng):
    with pytest.raises(TypeError):
        eng.register("f", 3)
    with pytest.raises(ValueError):
        eng.register("not a name", lambda: 1)


def test_registered_function_cannot_reenter_its_engine_but_can_use_another(eng):
    other = Engine()
    other.eval("base = 100;")

    def via_other(x):
        return other.call("plus", x, other["base"])

    def reenter():
        return eng["x"]

    eng.register("via_other", via_other)
    eng.register("reenter", reenter)
    eng.eval("y = via_other(5);")
    assert eng["y"] == 105.0
    eng["x"] = 1.0
    with pytest.raises(MatlabError) as info:
        eng.eval("reenter()")
    assert info.value.identifier == "ferromat:python:Error"
    assert "cannot call the engine that calls it" in info.value.message
    eng.eval("x2 = x + 1;")
    assert eng["x2"] == 2.0


def test_registered_function_runs_with_the_gil_while_other_threads_run(eng):
    # The MATLAB loop calls into Python 200 times; each call takes the GIL
    # back, so a Python thread counting meanwhile keeps making progress.
    eng.register("inc", lambda v: v + 1)
    stop = threading.Event()
    ticks = []

    def count():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    counter = threading.Thread(target=count)
    counter.start()
    try:
        eng.eval("s = 0; for k = 1:200, s = inc(s); end")
    finally:
        stop.set()
        counter.join()
    assert eng["s"] == 200.0
    assert len(ticks) > 0


# --- NumPy arrays in without a copy ---


def address(a):
    return a.__array_interface__["data"][0]


def test_read_only_fortran_arrays_are_lent_without_a_copy(eng):
    x = np.asfortranarray(np.arange(12.0).reshape(3, 4))
    x.flags.writeable = False
    eng["x"] = x
    assert address(eng["x"]) == address(x)
    # MATLAB code reads the lent memory; writing the variable copies it.
    eng.eval("s = sum(x(:)); x(1) = 100;")
    assert eng["s"] == 66.0
    assert x[0, 0] == 0.0 and eng["x"][0, 0] == 100.0
    assert address(eng["x"]) != address(x)
    for a in [
        np.arange(5.0),
        np.asfortranarray(np.arange(6, dtype=np.int32).reshape(2, 3)),
        np.array([1 + 2j, 3 - 1j]),
        np.asfortranarray(np.arange(24, dtype=np.float32).reshape(2, 3, 4)),
    ]:
        a.flags.writeable = False
        eng["a"] = a
        back = eng["a"]
        assert address(back) == address(a) and back.dtype == a.dtype
        np.testing.assert_array_equal(back.reshape(a.shape), a)
    # An array the engine returned goes back in without a copy either.
    eng.eval("z = rand(3, 2);")
    eng["w"] = eng["z"]
    assert address(eng["w"]) == address(eng["z"])
    # call() arguments are lent the same way.
    np.testing.assert_array_equal(eng.call("max", x), x.max(axis=0).reshape(1, 4))


def test_arrays_something_could_write_are_copied(eng):
    x = np.arange(6.0).reshape(2, 3, order="F")  # writable
    eng["x"] = x
    x[0, 0] = 50.0
    assert eng["x"][0, 0] == 0.0 and address(eng["x"]) != address(x)
    base = np.arange(6.0)
    view = base.reshape(2, 3, order="F")  # a Fortran-ordered view of base
    view.flags.writeable = False  # read-only, but its base is not
    eng["v"] = view
    base[0] = 9.0
    assert eng["v"][0, 0] == 0.0
    c = np.arange(6.0).reshape(2, 3)  # C order: a transposing copy
    c.flags.writeable = False
    eng["c"] = c
    np.testing.assert_array_equal(eng["c"], c)
    b = np.array([True, False, True])  # bool bytes are always copied
    b.flags.writeable = False
    eng["b"] = b
    assert address(eng["b"]) != address(b)
    np.testing.assert_array_equal(eng["b"], [[True, False, True]])


def test_a_lent_array_lives_while_the_engine_holds_it(eng):
    import gc
    import weakref

    x = np.arange(1000.0)
    x.flags.writeable = False
    ref = weakref.ref(x)
    eng["x"] = x
    del x
    gc.collect()
    assert ref() is not None
    eng.eval("t = sum(x); y = x;")
    assert eng["t"] == 499500.0
    del eng["x"]
    gc.collect()
    assert ref() is not None  # y still shares it
    del eng["y"]
    eng.eval("1;")
    gc.collect()
    assert ref() is None


def test_writable_call_arguments_are_read_in_place_for_the_call(eng):
    x = np.asfortranarray(np.arange(12.0).reshape(3, 4))  # writable
    seen = []

    def peek(v):
        # The callback gets MATLAB's value of the argument: during the call
        # it is NumPy's own memory, no copy.
        seen.append(np.shares_memory(v, x))
        return 0.0

    eng.register("peek", peek)
    assert eng.call("peek", x) == 0.0
    assert seen == [True]
    np.testing.assert_array_equal(eng.call("max", x), x.max(axis=0).reshape(1, 4))
    assert x.flags.writeable  # the caller's array is left as it was


def test_a_writable_argument_the_call_keeps_is_copied_when_it_returns(eng):
    x = np.arange(6.0)  # 1-d, writable
    y = eng.call("deal", x)  # the output is the argument itself
    # A handle object keeps the argument inside the engine.
    eng["m"] = eng.call("containers.Map", "k", x)
    x[0] = 100.0
    assert y[0, 0] == 0.0 and address(y) != address(x)
    eng.eval("kept = m('k'); kept(2) = 7;")
    assert eng["kept"][0, 0] == 0.0 and x[1] == 1.0
    # C-ordered matrices keep being copied (MATLAB's order differs).
    c = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal(eng.call("deal", c), c)
