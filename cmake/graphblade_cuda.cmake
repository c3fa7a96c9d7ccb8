# Decide whether the CUDA backend is built (option GRAPHBLADE_CUDA = AUTO | ON | OFF).
set(GRAPHBLADE_HAS_CUDA OFF)
if(NOT GRAPHBLADE_CUDA STREQUAL "OFF")
  include(CheckLanguage)
  if(NOT DEFINED CMAKE_CUDA_COMPILER AND EXISTS /usr/local/cuda/bin/nvcc)
    set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
  endif()
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
      set(CMAKE_CUDA_ARCHITECTURES 90)
    endif()
    enable_language(CUDA)
    set(CMAKE_CUDA_STANDARD 17)
    set(CMAKE_CUDA_STANDARD_REQUIRED ON)
    find_package(CUDAToolkit REQUIRED)
    set(GRAPHBLADE_HAS_CUDA ON)
  elseif(GRAPHBLADE_CUDA STREQUAL "ON")
    message(FATAL_ERROR "GRAPHBLADE_CUDA=ON but no CUDA compiler was found")
  endif()
endif()

# graphblade_link_cuda(target): the CUDA backend's usage requirements on the
# library target, all PUBLIC so consumers (tests, benchmarks, tools) compile
# CUDA sources with the same flags and link the same libraries: the CUDA
# runtime and cuSPARSE (arithmetic-semiring products, src/cuda/cusparse).
function(graphblade_link_cuda target)
  target_compile_definitions(${target} PUBLIC GRAPHBLADE_HAS_CUDA=1)
  target_link_libraries(${target} PUBLIC CUDA::cudart CUDA::cusparse)
  target_compile_options(${target} PUBLIC
    $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda --expt-relaxed-constexpr -Xcompiler=-fopenmp>)
  set_target_properties(${target} PROPERTIES CUDA_SEPARABLE_COMPILATION OFF)
endfunction()
