"""Exceptions raised by graphblade, one per C++ exception of
include/graphblade/core/errors.hpp; each also derives from the built-in Python
exception of the same meaning, so `except IndexError` catches a bad source."""


class GraphbladeError(RuntimeError):
    """Base class of every error graphblade raises (C++ graphblade::error)."""


class DimensionMismatch(GraphbladeError, ValueError):
    """Operand dimensions do not agree (graphblade::dimension_mismatch)."""


class InvalidIndex(GraphbladeError, IndexError):
    """An index is outside [0, n) (graphblade::invalid_index)."""


class InvalidValue(GraphbladeError, ValueError):
    """An argument is not acceptable: unknown algorithm, semiring, format... (graphblade::invalid_value)."""


class PlacementError(GraphbladeError, ValueError):
    """Operands live in different places, host vs a CUDA device (graphblade::placement_error)."""


class NotSupported(GraphbladeError, NotImplementedError):
    """The feature is not in this build, e.g. CUDA (graphblade::not_supported)."""


class GraphIOError(GraphbladeError, OSError):
    """A graph file could not be read or has bad contents (graphblade::io_error)."""


class CudaError(GraphbladeError):
    """A CUDA runtime or library call failed (graphblade::cuda_error)."""


class OutOfMemory(GraphbladeError, MemoryError):
    """An allocation failed (graphblade::out_of_memory)."""
