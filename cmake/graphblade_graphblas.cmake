# Find SuiteSparse:GraphBLAS, the benchmark baseline (option GRAPHBLADE_SUITESPARSE
# = AUTO | ON | OFF). Looks in GraphBLAS_ROOT / GRAPHBLAS_ROOT (CMake variables or
# environment; e.g. the GPU machine's staged .offline-deps) before the system
# paths. Sets GRAPHBLADE_HAS_SUITESPARSE, GRAPHBLAS_VERSION and the imported
# target graphblade::graphblas.
set(GRAPHBLADE_SUITESPARSE AUTO CACHE STRING
    "Build the SuiteSparse:GraphBLAS BFS baseline: AUTO (if GraphBLAS is found), ON or OFF")
set_property(CACHE GRAPHBLADE_SUITESPARSE PROPERTY STRINGS AUTO ON OFF)
set(GRAPHBLADE_HAS_SUITESPARSE OFF)
set(GRAPHBLAS_VERSION "")
if(NOT GRAPHBLADE_SUITESPARSE STREQUAL "OFF")
  set(_gb_hints ${GraphBLAS_ROOT} ${GRAPHBLAS_ROOT} $ENV{GraphBLAS_ROOT} $ENV{GRAPHBLAS_ROOT})
  find_path(GRAPHBLAS_INCLUDE_DIR GraphBLAS.h HINTS ${_gb_hints} PATH_SUFFIXES include Include include/suitesparse)
  find_library(GRAPHBLAS_LIBRARY NAMES graphblas HINTS ${_gb_hints} PATH_SUFFIXES lib lib64 build)
  if(GRAPHBLAS_INCLUDE_DIR AND GRAPHBLAS_LIBRARY)
    foreach(_part MAJOR MINOR SUB)
      file(STRINGS ${GRAPHBLAS_INCLUDE_DIR}/GraphBLAS.h _line REGEX "define[ ]+GxB_IMPLEMENTATION_${_part}[ ]")
      string(REGEX REPLACE ".*GxB_IMPLEMENTATION_${_part}[ ]+([0-9]+).*" "\\1" _gb_${_part} "${_line}")
    endforeach()
    set(GRAPHBLAS_VERSION "${_gb_MAJOR}.${_gb_MINOR}.${_gb_SUB}")
    add_library(graphblade::graphblas UNKNOWN IMPORTED)
    set_target_properties(graphblade::graphblas PROPERTIES
      IMPORTED_LOCATION ${GRAPHBLAS_LIBRARY}
      INTERFACE_INCLUDE_DIRECTORIES ${GRAPHBLAS_INCLUDE_DIR})
    set(GRAPHBLADE_HAS_SUITESPARSE ON)
  elseif(GRAPHBLADE_SUITESPARSE STREQUAL "ON")
    message(FATAL_ERROR "GRAPHBLADE_SUITESPARSE=ON but GraphBLAS.h / libgraphblas were not found "
                        "(Debian: libgraphblas-dev; or set GraphBLAS_ROOT)")
  endif()
endif()
