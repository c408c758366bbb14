# Install rules and the Debian package (issue #10).
#   cmake --install build --prefix P   installs the programs, desktop entry, icons, AppStream
#                                       metainfo and manual pages under P
#   (cd build && cpack -G DEB)         builds build/sudoku_<version>_<arch>.deb
# The game loads no asset files at run time but its translations (share/locale, found relative to
# the executable, and at the configured prefix's locale directory as a fallback); its fonts come
# from fonts-dejavu-core and, for Chinese, fonts-wqy-microhei in /usr/share/fonts.
include(GNUInstallDirs)

install(TARGETS sudoku sudoku-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set(_assets ${PROJECT_SOURCE_DIR}/assets)
# The desktop entry and metainfo with their translations merged in by msgfmt (po/CMakeLists.txt);
# the translations themselves go to share/locale (also po/CMakeLists.txt).
install(FILES ${SUDOKU_DESKTOP_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${SUDOKU_METAINFO_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${_assets}/icons/sudoku.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# The PNGs are committed, rendered from the SVG by tools/render-icons.sh.
foreach(size 16 32 48 64 128 256)
  install(FILES ${_assets}/icons/sudoku-${size}.png
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME sudoku.png)
endforeach()

# The licence, where Debian keeps it (/usr/share/doc/sudoku/copyright, machine-readable).
install(FILES ${_assets}/debian/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})

# Manual pages: the version filled in from project(), then gzipped as Debian ships them.
find_program(SUDOKU_GZIP gzip)
set(_man_files)
foreach(page sudoku.6 sudoku-cli.1)
  configure_file(${_assets}/man/${page} ${CMAKE_BINARY_DIR}/man/${page} @ONLY)
  string(REGEX REPLACE ".*\\.([0-9])$" "\\1" section ${page})
  if(SUDOKU_GZIP)
    add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/man/${page}.gz
      COMMAND ${SUDOKU_GZIP} -9nkf ${page}
      DEPENDS ${CMAKE_BINARY_DIR}/man/${page}
      WORKING_DIRECTORY ${CMAKE_BINARY_DIR}/man VERBATIM)
    list(APPEND _man_files ${CMAKE_BINARY_DIR}/man/${page}.gz)
    install(FILES ${CMAKE_BINARY_DIR}/man/${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section})
  else()
    install(FILES ${CMAKE_BINARY_DIR}/man/${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section})
  endif()
endforeach()
if(_man_files)
  add_custom_target(sudoku_man_pages ALL DEPENDS ${_man_files})
endif()

# CPack: a Debian package named sudoku.
set(CPACK_PACKAGE_NAME sudoku)
set(CPACK_PACKAGE_VENDOR "sudoku developers")
set(CPACK_PACKAGE_CONTACT "sudoku dev <dev@sudoku.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku game with logical hints, and a puzzle command-line tool")
set(CPACK_PACKAGE_INSTALL_DIRECTORY sudoku)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The long description; CPack puts the summary above it and indents it as Debian wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "sudoku is a Sudoku game in a window: puzzles at five levels with one solution
each, pencil notes, undo, hints that explain the next logical step, saved
games and statistics, and a light and a dark theme.

sudoku-cli solves, counts, rates, generates, validates, converts and prints
puzzle files from the command line.")
# Libraries the programs link to: found by dpkg-shlibdeps (Debian package dpkg-dev) where it is
# installed, listed by hand otherwise. The fonts are read at run time, and cairo is loaded when
# printing (print/cairo_api.hpp), so those are always listed.
find_program(SUDOKU_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(SUDOKU_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, fonts-wqy-microhei, libcairo2")
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "fonts-dejavu-core, fonts-wqy-microhei, libsdl2-2.0-0, libstb0, libqrencode4, libcairo2, libstdc++6, libgcc-s1, libc6")
endif()
include(CPack)
