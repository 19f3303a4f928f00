s = 'rate: 5% per year'
