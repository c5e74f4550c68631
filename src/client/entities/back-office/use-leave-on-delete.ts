import { useNavigate } from 'react-router'
import { useAdminFeedback } from './admin-toasts.ts'

/**
 * The callbacks of a deletion made on the deleted record's own page: the toast, then back to the
 * list it was in; the failure's toast, staying on the page.
 */
export function useLeaveOnDelete(listPath: string) {
  const navigate = useNavigate()
  const feedback = useAdminFeedback()
  return {
    onSuccess: () => {
      feedback.deleted()
      void navigate(listPath)
    },
    onError: feedback.deleteFailed,
  }
}
