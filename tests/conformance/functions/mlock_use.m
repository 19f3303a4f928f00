function mlock_use
  disp(mislocked())
  mlock
  disp(mislocked())
  disp(mislocked('mlock_use'))
  munlock('mlock_use')
  disp(mislocked('mlock_use'))
  disp(mislocked('sin'))
  munlock
end
