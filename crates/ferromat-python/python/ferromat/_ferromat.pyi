"""Type stubs for the compiled extension (see ``src/lib.rs``)."""

from os import PathLike
from typing import Any, Callable, List, Literal, Optional, Union

class Engine:
    """A MATLAB session. Methods may be called from any thread; MATLAB code
    runs with the GIL released. Calls on one engine run one at a time."""

    def __init__(self) -> None: ...
    def eval(self, code: str) -> str:
        """Runs MATLAB code in the base workspace and returns the text it
        printed. Raises :class:`ferromat.MatlabError` on error."""
    def run_file(self, path: Union[str, PathLike[str]]) -> str:
        """Runs a script file and returns the text it printed."""
    def call(self, name: str, *args: Any, nargout: int = 1) -> Any:
        """Calls a function: ``None`` for ``nargout=0``, the value for 1, a
        tuple for more. Printed text goes to ``sys.stdout``."""
    def __getitem__(self, name: str) -> Any: ...
    def __setitem__(self, name: str, value: Any) -> None: ...
    def __delitem__(self, name: str) -> None: ...
    def __contains__(self, name: str) -> bool: ...
    def get(self, name: str, default: Any = None) -> Any: ...
    def variables(self) -> List[str]: ...
    def completions(self, prefix: str) -> List[str]: ...
    def add_path(self, folder: Union[str, PathLike[str]]) -> None: ...
    def register(
        self,
        name: str,
        function: Callable[..., Any],
        *,
        nargout: int = 1,
        summary: Optional[str] = None,
    ) -> None:
        """Makes ``function`` the MATLAB function ``name``: arguments arrive
        converted as ``engine[...]`` returns values, the result converts back
        (``nargout`` 0: ignored, 1: the result, more: a tuple of that many).
        A Python exception is a MATLAB error ``ferromat:python:Error``."""
    def unregister(self, name: str) -> bool:
        """Removes a function added with :meth:`register`."""
    def interrupt(self) -> None: ...
    def figure_numbers(self) -> List[int]: ...
    def changed_figures(self) -> List[int]: ...
    def figure(
        self, number: int, format: Literal["png", "svg"] = "png", dpi: Optional[float] = None
    ) -> bytes: ...

class MatlabValue:
    """A MATLAB value with no Python counterpart (function handle, sparse
    matrix), kept whole so it can be passed back to an engine."""

    @property
    def class_name(self) -> str: ...
    @property
    def shape(self) -> List[int]: ...
