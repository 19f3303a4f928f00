e = mexext, c = ls_command, old = ls_command('dir'), c = ls_command
try, ls_command(1), catch err, disp(err.message), end
pack
r = recycle, recycle('off'), r = recycle('off')
try, recycle('on'), catch err, disp(err.message), end
try, recycle('foo'), catch err, disp(err.message), end
try, recycle(1), catch err, disp(err.message), end
